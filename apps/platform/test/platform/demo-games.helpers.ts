import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueGames, members } from '../../src/db/schema/index';
import type { CatalogueGame, Member, Merchant } from '../../src/db/schema/index';
import { startSession } from '../../src/modules/session/service';
import { toLedgerMember } from '../../src/modules/wallet/index';

/** A game of the seeded demo catalogue matching the filter (cheap minimum bet, a real game). */
export async function pickGame(
  app: FastifyInstance,
  filter: { gameType: string; supportPlay: 0 | 1; maxMinBet?: bigint },
): Promise<CatalogueGame> {
  const [game] = await app.db
    .select()
    .from(catalogueGames)
    .where(
      and(
        eq(catalogueGames.gameType, filter.gameType),
        eq(catalogueGames.supportPlay, filter.supportPlay),
        eq(catalogueGames.isGame, 'GAME'),
        lte(catalogueGames.minBet, filter.maxMinBet ?? 100n),
      ),
    )
    .orderBy(catalogueGames.nodeId)
    .limit(1);
  if (!game) throw new Error(`no ${filter.gameType} game with supportPlay ${filter.supportPlay}`);
  return game;
}

let seq = 0;

/** A member (type 0) or a trial account (type 4) with a session token; funded when asked. */
export async function player(
  app: FastifyInstance,
  merchant: Merchant,
  options: { type?: number; fundMinor?: bigint } = {},
): Promise<{ member: Member; token: string }> {
  seq += 1;
  const [member] = await app.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      account: `dg${seq}${Date.now().toString(36)}`,
      passwordHash: '!',
      type: options.type ?? 0,
    })
    .returning();
  if (!member) throw new Error('no member');
  const { token } = await startSession(app, merchant, member, null);
  const ledger = app.ledger;
  if (options.type === 4) {
    await ledger.fundTrial(toLedgerMember(member), options.fundMinor ?? 200_000n);
  } else if (options.fundMinor) {
    await ledger.credit(toLedgerMember(member), {
      amountMinor: options.fundMinor,
      idempotencyKey: `fund-${member.id}`,
    });
  }
  return { member, token };
}

export interface GameTab {
  gameSessionId: string;
  cookie: string;
  pagePath: string;
}

/** Opens the launch URL like a browser: the ticket becomes a cookie and the page address. */
export async function openLaunchUrl(app: FastifyInstance, url: string): Promise<GameTab> {
  const target = new URL(url);
  const response = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  if (response.statusCode !== 303) throw new Error(`launch answered ${response.statusCode}`);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';')[0] ?? '';
  const pagePath = String(response.headers.location);
  const gameSessionId = pagePath.split('/').pop() ?? '';
  return { gameSessionId, cookie, pagePath };
}

export interface PlayAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** A call of the game page's play API: Game-Session header plus its cookie. */
export async function playCall(
  app: FastifyInstance,
  tab: GameTab | null,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  merchant = 'ALPHA01',
): Promise<PlayAnswer> {
  const headers: Record<string, string> = { merchant, language: 'EN', device: 'web' };
  if (tab) {
    headers['game-session'] = tab.gameSessionId;
    headers.cookie = tab.cookie;
  }
  const response = await app.inject({
    method,
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}
