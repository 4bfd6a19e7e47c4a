import type { Merchant } from '../../../db/schema/index';

/** Loopback hosts: a developer's own machine, never another party's site. */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The "Back to lobby" address of a game (issue 6): an absolute http(s) URL whose host is one of
 * the merchant's own domains, or a loopback host while developing. Anything else, credentials in
 * the URL included, is refused, so a launch can never be turned into an open redirect.
 */
export function checkReturnUrl(raw: string, merchant: Pick<Merchant, 'domains'>): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  const own = merchant.domains.map((d) => d.toLowerCase());
  if (!own.includes(host) && !loopback.has(host)) return null;
  return url.href;
}

/**
 * The return address when the lobby sent none: the calling page's Origin when it is one of the
 * merchant's, else the merchant's main domain, else the platform's own address.
 */
export function defaultReturnUrl(
  origin: string | undefined,
  merchant: Pick<Merchant, 'domains'>,
  publicOrigin: string,
): string {
  const fromOrigin = origin ? checkReturnUrl(`${origin}/`, merchant) : null;
  if (fromOrigin) return fromOrigin;
  const main = merchant.domains[0];
  return main ? `https://${main}/` : new URL('/', publicOrigin).href;
}
