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
  /** Issue 16: how often the lottery job makes and settles draws (default 10 s; 0 turns it off). */
  lotteryJobEveryMs?: number;
  /** Issue 16 item 4: how often the sports job makes, plays and settles fixtures (default 10 s; 0 off). */
  sportsJobEveryMs?: number;
  /**
   * Issue 15: Redis for nodes behind a load balancer (event nudges between nodes). Unset: one
   * node, nudges stay in the process.
   */
  redisUrl: string | undefined;
  /** This node's name behind a load balancer (`NODE_NAME`), sent as `x-node` on event streams. */
  nodeName?: string;
  /** How often each node rechecks its streams' members without a nudge (default hub.ts, 1 s). */
  eventRecheckMs?: number;
  /** How often each node checks its event streams' sessions (default the heartbeat, 15 s). */
  eventSessionSweepMs?: number;
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
    redisUrl: env.REDIS_URL?.trim() || undefined,
    ...(env.NODE_NAME ? { nodeName: env.NODE_NAME } : {}),
  };
}
