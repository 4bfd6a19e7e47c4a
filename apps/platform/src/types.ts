import type { Database, Dialect } from './db/index';
import type { Merchant } from './db/schema/index';
import type { PlatformConfig } from './config';
import type { PlatformKey } from './modules/keys/platformKey';
import type { Repos } from './repos';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dialect: Dialect;
    repos: Repos;
    config: PlatformConfig;
    brandsDir: string;
    platformKey: PlatformKey;
  }
  interface FastifyRequest {
    /** Set by registerCall from the `Merchant` header. */
    merchant: Merchant | null;
  }
}
