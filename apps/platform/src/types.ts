import type { Database, Dialect } from './db/index';
import type { Merchant } from './db/schema/index';
import type { PlatformConfig } from './config';
import type { PlatformKey } from './modules/keys/platformKey';
import type { ReplayGuard } from './modules/keys/replay';
import type { Repos } from './repos';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dialect: Dialect;
    repos: Repos;
    config: PlatformConfig;
    brandsDir: string;
    platformKey: PlatformKey;
    /** Issue 13 item 7: an E-call JWE is opened once, while it is fresh. */
    replayGuard: ReplayGuard;
  }
  interface FastifyRequest {
    /** Set by registerCall from the `Merchant` header. */
    merchant: Merchant | null;
  }
}
