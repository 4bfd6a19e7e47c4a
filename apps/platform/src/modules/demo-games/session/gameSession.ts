import { timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameSessions, members, sessions } from '../../../db/schema/index';
import type { CatalogueGame, GameSession, Member, Merchant } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { findGameByNodeId } from '../../catalogue/index';
import { sha256 } from '../../session/tokens';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isGameSessionId(value: string): boolean {
  return uuidPattern.test(value);
}

/** One cookie per game session, so two games open in two tabs keep their own credential. */
export function cookieNameOf(gameSessionId: string): string {
  return `lkg_${gameSessionId.replace(/-/g, '')}`;
}

/**
 * The value of one cookie, or null when it is missing or not a value this platform ever sets (a
 * broken percent-encoding such as `lkg_…=%` threw and answered HTTP 500 before issue 13).
 */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie of a game session: httpOnly, SameSite=Lax, Secure over https. */
export function sessionCookie(
  session: Pick<GameSession, 'id' | 'expiresAt'>,
  secret: string,
  secure: boolean,
): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  return [
    `${cookieNameOf(session.id)}=${secret}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Game tabs a browser keeps open at once; older game cookies are dropped at the next launch. */
export const maxGameCookies = 5;

/** The game session ids of the lkg_ cookies a request carries. */
export function gameCookieIds(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return [];
  const ids: string[] = [];
  for (const part of header.split(';')) {
    const match = /^\s*lkg_([0-9a-f]{32})=/.exec(part);
    const hex = match?.[1];
    if (hex) {
      ids.push(
        `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      );
    }
  }
  return ids;
}

/**
 * Set-Cookie lines that delete the game cookies a browser no longer needs: those of ended game
 * sessions, and all but the newest `maxGameCookies`. Without this every launch would add a cookie
 * to every later request for hours.
 */
export async function staleGameCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  keepId: string,
): Promise<string[]> {
  const ids = gameCookieIds(request).filter((id) => id !== keepId);
  if (ids.length === 0) return [];
  const rows = await app.db
    .select({
      id: gameSessions.id,
      createdAt: gameSessions.createdAt,
      expiresAt: gameSessions.expiresAt,
    })
    .from(gameSessions)
    .where(inArray(gameSessions.id, ids));
  const now = Date.now();
  const keep = new Set(
    rows
      .filter((r) => r.expiresAt.getTime() > now)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, maxGameCookies)
      .map((r) => r.id),
  );
  return ids
    .filter((id) => !keep.has(id))
    .map((id) => `${cookieNameOf(id)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}

export interface ResolvedGameSession {
  session: GameSession;
  member: Member;
  game: CatalogueGame;
}

function invalid(): never {
  throw new PlatformError(
    'GAME_SESSION_INVALID',
    'This game session has ended. Go back to the lobby and launch the game again.',
  );
}

/**
 * The game session of a play call: the id in the Game-Session header, proved by its httpOnly
 * cookie. It ends with the platform session that launched it (logout, password change, expiry),
 * so a player who logged out of the lobby cannot keep betting in an open game tab.
 */
export async function gameSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: Merchant,
  id: string | null = null,
): Promise<ResolvedGameSession> {
  const header = id ?? request.headers['game-session'];
  if (typeof header !== 'string' || !isGameSessionId(header)) invalid();
  const secret = readCookie(request, cookieNameOf(header));
  if (!secret) invalid();
  const [found] = await app.db
    .select({ session: gameSessions, platform: sessions, member: members })
    .from(gameSessions)
    .innerJoin(sessions, eq(sessions.id, gameSessions.platformSessionId))
    .innerJoin(members, eq(members.id, gameSessions.memberId))
    .where(eq(gameSessions.id, header));
  if (!found || found.session.merchantId !== merchant.id || !found.session.cookieHash) invalid();
  const expected = Buffer.from(found.session.cookieHash, 'hex');
  const given = Buffer.from(sha256(secret), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) invalid();
  const now = Date.now();
  const platform = found.platform;
  if (
    found.session.expiresAt.getTime() <= now ||
    platform.revokedAt !== null ||
    platform.expiresAt.getTime() <= now ||
    platform.lastSeenAt.getTime() + app.config.sessionIdleMs <= now ||
    found.member.disabled
  ) {
    invalid();
  }
  // Play is activity: keep the lobby session from idling out while the player is in a game.
  if (now - platform.lastSeenAt.getTime() > 60_000) await app.repos.sessions.touch(platform.id);
  const game = await findGameByNodeId(app.db, merchant.id, found.session.nodeId);
  // A game the operator hid after launch cannot be played on.
  if (!game) invalid();
  return { session: found.session, member: found.member, game };
}
