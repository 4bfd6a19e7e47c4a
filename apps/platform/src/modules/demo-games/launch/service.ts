import { randomBytes, randomUUID } from 'node:crypto';
import { forgetRecent } from '../board/cache';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueGames, gameRounds, gameSessions } from '../../../db/schema/index';
import type { GameSession, Member, Merchant } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { findGameByNodeId } from '../../catalogue/index';
import type { SessionRow } from '../../session/repository';
import { sha256 } from '../../session/tokens';
import { isTrial } from '../../wallet/index';
import { demoKindOf } from '../games/kind';
import type { DemoGameKind } from '../games/kind';
import { checkReturnUrl, defaultReturnUrl } from './returnUrl';

/** A launch ticket is good for one exchange within a minute. */
export const ticketTtlMs = 60_000;
/** A game page lives at most this long, and never longer than the platform session. */
export const gameSessionTtlMs = 4 * 60 * 60 * 1000;

export type Language = 'EN' | 'JA';

export interface LaunchInput {
  nodeId: string;
  gameCode?: string | undefined;
  language: Language;
  freePlay: boolean;
  returnUrl?: string | undefined;
  origin?: string | undefined;
}

export interface Launched {
  url: string;
  session: GameSession;
  demoGame: DemoGameKind;
}

/** The launch host: the first of the permission call's launchGameCDNs (§3), or the platform. */
function launchBase(app: FastifyInstance): string {
  return app.config.launchCdns[0] ?? app.config.publicOrigin;
}

/**
 * /wps/game/launchGame (§7.1, issue 6). Checks the game is visible to the merchant, the play mode
 * fits the account (§5, §6: a trial account plays free only, on games with a free trial), that no
 * bonus of another game is open, and that the return address is the merchant's own; then stores a
 * game session with a single-use ticket and answers the game page address carrying that ticket.
 */
export async function launchGame(
  app: FastifyInstance,
  merchant: Merchant,
  member: Member,
  platformSession: SessionRow,
  input: LaunchInput,
): Promise<Launched> {
  const game = await findGameByNodeId(app.db, merchant.id, input.nodeId);
  if (!game || game.isGame !== 'GAME' || (input.gameCode && input.gameCode !== game.gameCode)) {
    throw new PlatformError('NOT_FOUND', 'There is no such game.');
  }
  const trial = isTrial(member);
  if (trial && !input.freePlay) {
    // §5, §8: a trial account is refused where a real account is needed.
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'Playing for real needs a real account.');
  }
  if (input.freePlay) {
    if (!trial) {
      // The ledger keeps trial money apart from real money (issue 4): a real account has no
      // trial wallet, so it plays for real.
      throw new PlatformError('FREE_PLAY_DISABLED', 'Free play is for trial accounts.');
    }
    if (game.supportPlay !== 0 || !merchant.freePlayEnabled) {
      // §3, §9: supportPlay 0 means a free trial is offered.
      throw new PlatformError('FREE_PLAY_DISABLED', 'This game offers no free trial.');
    }
  }

  const [open] = await app.db
    .select({
      nodeId: gameRounds.nodeId,
      nameEn: catalogueGames.nameEn,
      nameJa: catalogueGames.nameJa,
    })
    .from(gameRounds)
    .innerJoin(catalogueGames, eq(catalogueGames.nodeId, gameRounds.nodeId))
    .where(and(eq(gameRounds.memberId, member.id), eq(gameRounds.status, 'open')));
  if (open && open.nodeId !== game.nodeId) {
    // Issue 6: a second launch while a round is open. The same game may be launched again: it
    // resumes the open bonus.
    const name = input.language === 'JA' ? open.nameJa : open.nameEn;
    throw new PlatformError(
      'PREVIOUS_GAME_NOT_FINISHED',
      `The previous game is not finished: free spins are waiting in ${name}.`,
    );
  }

  let returnUrl: string;
  if (input.returnUrl) {
    const checked = checkReturnUrl(input.returnUrl, merchant);
    if (!checked) {
      const message = "The return address must be on one of the merchant's own domains.";
      throw new PlatformError('VALIDATION_FAILED', message, {
        fields: [{ field: 'returnUrl', message }],
      });
    }
    returnUrl = checked;
  } else {
    returnUrl = defaultReturnUrl(input.origin, merchant, app.config.publicOrigin);
  }

  const ticket = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = Math.min(now + gameSessionTtlMs, platformSession.expiresAt.getTime());
  const kind = demoKindOf(game);
  const [session] = await app.db
    .insert(gameSessions)
    .values({
      id: randomUUID(),
      merchantId: merchant.id,
      memberId: member.id,
      platformSessionId: platformSession.id,
      nodeId: game.nodeId,
      kind,
      playMode: trial ? 'free' : 'real',
      language: input.language,
      returnUrl,
      ticketHash: sha256(ticket),
      ticketExpiresAt: new Date(now + ticketTtlMs),
      expiresAt: new Date(expiresAt),
    })
    .returning();
  if (!session) throw new Error('game session insert returned nothing');
  forgetRecent(app.db, member.id);
  const url = new URL('/demo-games/launch', launchBase(app));
  url.searchParams.set('ticket', ticket);
  return { url: url.href, session, demoGame: kind };
}

/**
 * Exchanges a launch ticket, once: marks it used and stores the hash of a fresh cookie secret.
 * Null when the ticket is unknown, used or expired.
 */
export async function exchangeTicket(
  app: FastifyInstance,
  ticket: string,
): Promise<{ session: GameSession; secret: string } | null> {
  const secret = randomBytes(32).toString('base64url');
  const [session] = await app.db
    .update(gameSessions)
    .set({ ticketUsedAt: sql`now()`, cookieHash: sha256(secret) })
    .where(
      and(
        eq(gameSessions.ticketHash, sha256(ticket)),
        isNull(gameSessions.ticketUsedAt),
        gt(gameSessions.ticketExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return session ? { session, secret } : null;
}

/** The session a ticket belonged to, used or not (to offer its "Back to lobby" on an error page). */
export async function sessionOfTicket(
  app: FastifyInstance,
  ticket: string,
): Promise<GameSession | undefined> {
  const [session] = await app.db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.ticketHash, sha256(ticket)));
  return session;
}
