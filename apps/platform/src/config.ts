/** Settings read from the environment once, so tests can pass their own. */
export interface PlatformConfig {
  /** §6 region rules trust the client IP and country header only behind a configured proxy. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  countryHeader: string;
  imageCdns: string[];
  launchCdns: string[];
  /** Session lifetimes. */
  sessionTtlMs: number;
  trialSessionTtlMs: number;
  sessionIdleMs: number;
  /** Days before a password counts as expired (§4 passwordExpired); 0 means never. */
  passwordMaxAgeDays: number;
  /** Base of the password-reset link put in the outbox. */
  publicOrigin: string;
  /** Check every answer against the contract's response schema (off in production). */
  checkResponses: boolean;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/**
 * TRUST_PROXY as Fastify understands it: `true`/`1` trusts any proxy, a number of hops (`2`), or a
 * comma list of proxy addresses and CIDR ranges (`10.0.0.1,192.168.0.0/16`). Unset: trust none.
 */
function trustProxyOf(value: string | undefined): PlatformConfig['trustProxy'] {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true' || value === '1') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = env.PORT ?? '3000';
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  return {
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    imageCdns: list(env.IMAGE_CDNS).length > 0 ? list(env.IMAGE_CDNS) : [origin],
    launchCdns: list(env.LAUNCH_CDNS).length > 0 ? list(env.LAUNCH_CDNS) : [origin],
    sessionTtlMs: 24 * 60 * 60 * 1000,
    trialSessionTtlMs: 2 * 60 * 60 * 1000,
    sessionIdleMs: 2 * 60 * 60 * 1000,
    passwordMaxAgeDays: Number(env.PASSWORD_MAX_AGE_DAYS ?? '90'),
    publicOrigin: origin,
    checkResponses: env.NODE_ENV !== 'production',
  };
}
