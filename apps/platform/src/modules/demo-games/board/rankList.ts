import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { catalogueGames, gameRounds, members } from '../../../db/schema/index';
import { visibleTo } from '../../catalogue/visibility';

export interface Win {
  account: string;
  nodeId: string;
  nameEn: string;
  nameJa: string;
  gameType: string;
  vassalage: string;
  payoutMinor: bigint;
  createdAt: Date;
}

/**
 * Masks an account for the public board (no account enumeration): the first two characters and
 * the last one stay, the rest becomes ***; short accounts keep only their first character.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
}

/**
 * §2.4 winner board, §7.3 GCSGAME_getRankList: the merchant's biggest real-money payouts of the
 * last `days` days, biggest first (ties newest first). Free play never appears: trial money is not
 * a win.
 */
export async function biggestWins(
  db: Database,
  merchantId: number,
  options: { gameCategory: string; limit: number; days: number; now?: Date },
): Promise<Win[]> {
  const since = new Date((options.now ?? new Date()).getTime() - options.days * 86_400_000);
  return db
    .select({
      account: members.account,
      nodeId: gameRounds.nodeId,
      nameEn: catalogueGames.nameEn,
      nameJa: catalogueGames.nameJa,
      gameType: gameRounds.gameType,
      vassalage: gameRounds.vassalage,
      payoutMinor: gameRounds.payoutMinor,
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .innerJoin(catalogueGames, eq(catalogueGames.nodeId, gameRounds.nodeId))
    .where(
      and(
        eq(gameRounds.merchantId, merchantId),
        eq(gameRounds.playMode, 'real'),
        gt(gameRounds.payoutMinor, 0n),
        gte(gameRounds.createdAt, since),
        // Issue 6: a game the merchant hides vanishes from every call, the board included.
        visibleTo(db, merchantId),
        ...(options.gameCategory === 'ALL' ? [] : [eq(gameRounds.gameType, options.gameCategory)]),
      ),
    )
    .orderBy(desc(gameRounds.payoutMinor), desc(gameRounds.id))
    .limit(options.limit);
}
