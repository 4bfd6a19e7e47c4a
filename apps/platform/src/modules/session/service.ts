import type { FastifyInstance } from 'fastify';
import type { Member, Merchant } from '../../db/schema/index';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { personOf } from '../responsible-gambling/repository';
import type { SessionClient } from './device';

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
  member: { id: string; account: string };
}

/** §4 passwordExpired: an explicit expiry, or older than the configured maximum age. */
export function isPasswordExpired(app: FastifyInstance, member: Member, now = Date.now()): boolean {
  if (member.passwordExpiresAt && member.passwordExpiresAt.getTime() <= now) return true;
  const maxAgeDays = app.config.passwordMaxAgeDays;
  return maxAgeDays > 0 && member.passwordChangedAt.getTime() + maxAgeDays * 86_400_000 <= now;
}

/**
 * Opens a session for a member and builds the §3 login response value. firstTimeLogin is true on
 * the member's first login only. Every login path comes through here (password, SMS code,
 * registration, forgot by phone), so a time-out or self-exclusion of the same person on any
 * brand refuses them all here (issue 14 item 9).
 */
export async function startSession(
  app: FastifyInstance,
  merchant: Merchant,
  member: Member,
  client: SessionClient | null,
): Promise<LoginValue> {
  const ip = client?.ip ?? null;
  const trial = member.type === 4;
  if (!trial) await refuseExcluded(app, personOf(member));
  const { token } = await app.repos.sessions.create({
    memberId: member.id,
    merchantId: merchant.id,
    kind: trial ? 'trial' : 'normal',
    ttlMs: trial ? app.config.trialSessionTtlMs : app.config.sessionTtlMs,
    ip,
    device: client?.device ?? null,
  });
  const firstTimeLogin = member.firstTimeLogin;
  await app.repos.members.update(member.id, {
    firstTimeLogin: false,
    lastLoginAt: new Date(),
    lastLoginIp: ip,
  });
  return {
    token,
    firstTimeLogin,
    passwordExpired: isPasswordExpired(app, member),
    mustChangePassword: member.passwordIsDefault,
    member: { id: String(member.id), account: member.account },
  };
}
