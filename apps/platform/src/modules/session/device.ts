import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { ClientLocation } from '../system/region';

/**
 * "Chrome on Android" from a User-Agent header, for the security centre's last logins (issue 14
 * item 2): enough for a member to recognise a login that was not theirs, nothing that identifies
 * a device more closely. Null when the header says nothing a person would recognise.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  const described = browser && system ? `${browser} on ${system}` : (browser ?? system);
  return described ? described.slice(0, 128) : null;
}

/** Where a new session comes from, as the last-logins list shows it. */
export interface SessionClient {
  ip: string | null;
  device: string | null;
}

export function sessionClient(location: ClientLocation, request: FastifyRequest): SessionClient {
  return { ip: location.ip, device: describeDevice(request.headers['user-agent']) };
}
