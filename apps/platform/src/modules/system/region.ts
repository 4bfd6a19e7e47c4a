import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../../db/schema/index';

export interface ClientLocation {
  ip: string;
  country?: string;
}

/**
 * The client's address and country. `request.ip` follows X-Forwarded-For only when Fastify's
 * trustProxy is on, and the country header is believed only then (§6: blocked by IP or region).
 */
export function clientLocation(request: FastifyRequest): ClientLocation {
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
  if (!request.server.config.trustProxy) return { ip };
  const raw = request.headers[request.server.config.countryHeader];
  const country =
    typeof raw === 'string' && /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : undefined;
  return country ? { ip, country } : { ip };
}

export function isValidCidr(cidr: string): boolean {
  const [address, prefixText] = cidr.split('/');
  if (address === undefined || prefixText === undefined || !/^\d{1,3}$/.test(prefixText))
    return false;
  const prefix = Number(prefixText);
  if (isIPv4(address)) return prefix <= 32;
  if (isIPv6(address)) return prefix <= 128;
  return false;
}

/** §6 access can be blocked by IP (CIDR list) or region (country list). */
export function isRegionBlocked(merchant: Merchant, location: ClientLocation): boolean {
  if (location.country && merchant.regionCountries.includes(location.country)) return true;
  if (merchant.regionCidrs.length === 0) return false;
  const list = new BlockList();
  for (const cidr of merchant.regionCidrs) {
    if (!isValidCidr(cidr)) continue;
    const [address = '', prefix = '0'] = cidr.split('/');
    list.addSubnet(address, Number(prefix), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  const type = isIPv4(location.ip) ? 'ipv4' : isIPv6(location.ip) ? 'ipv6' : undefined;
  return type !== undefined && list.check(location.ip, type);
}

/** §4: 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence. */
export function effectiveStatus(merchant: Merchant, location: ClientLocation): 0 | 1 | 2 {
  if (merchant.systemStatus === 1) return 1;
  if (merchant.systemStatus === 2 || isRegionBlocked(merchant, location)) return 2;
  return 0;
}
