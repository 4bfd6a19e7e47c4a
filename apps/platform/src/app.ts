import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import './types';
import { loadBrandsForPlatform } from './brands/load';
import { recordsRoutes } from './modules/records/index';
import { vipPlugin } from './modules/vip/plugin';
import { configFromEnv } from './config';
import type { PlatformConfig } from './config';
import { createDatabase, defaultDataDir } from './db/index';
import type { DatabaseHandle } from './db/index';
import { PlatformError } from './http/errors';
import { guardJsonBodies } from './http/jsonBody';
import { announcementRoutes } from './modules/announcements/routes';
import { seedDemoAnnouncements } from './modules/announcements/seeds';
import { syncDailyBonusAnnouncement } from './modules/bonus/announcement';
import { syncBonusSettings } from './modules/bonus/settings';
import { cashierRoutes } from './modules/cashier/routes';
import { syncDepositChannels } from './modules/cashier/channels';
import { catalogueRoutes } from './modules/catalogue/index';
import { contractRoutes } from './modules/contracts/routes';
import { demoGameRoutes } from './modules/demo-games/index';
import { eventsPlugin } from './modules/events/plugin';
import { eventRoutes } from './modules/events/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { loadPlatformKey } from './modules/keys/platformKey';
import { replayGuard } from './modules/keys/replay';
import { passwordResetRoutes } from './modules/member/passwordReset';
import { memberRoutes } from './modules/member/routes';
import { messageRoutes } from './modules/messages/routes';
import { responsibleGamblingRoutes } from './modules/responsible-gambling/routes';
import { securityRoutes } from './modules/security/routes';
import { sessionRoutes } from './modules/session/routes';
import { supportRoutes } from './modules/support/routes';
import { systemRoutes } from './modules/system/routes';
import { verificationRoutes } from './modules/verification/routes';
import { adoptBrandCurrency } from './modules/wallet/index';
import { ledgerPlugin } from './modules/wallet/plugin';
import { walletRoutes } from './modules/wallet/routes';
import { withdrawalRoutes } from './modules/cashier/withdrawals/routes';
import { lotteryPlugin, lotteryRoutes } from './modules/lottery/index';
import { sportsPlugin, sportsRoutes } from './modules/sports/index';
import { apiDocsPlugin } from './plugins/apiDocs';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, failure } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rateLimit';
import { reposPlugin } from './plugins/repos';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';

export interface PlatformOptions {
  /** PGlite data folder or `memory://`; default `PLATFORM_DATA_DIR` or `.data/platform`. */
  dataDir?: string;
  /** PostgreSQL connection string; default `DATABASE_URL`. Wins over dataDir. */
  databaseUrl?: string;
  /** Folder holding `<id>/brand.json`. */
  brandsDir: string;
  logger?: boolean;
  /** A built brand site to serve at `/` (main.ts passes `apps/<brand>/dist`). */
  siteDir?: string;
  /**
   * Where each brand's built site is (main.ts: `apps/<id>/dist`): a brand built there is served
   * at its brand file's domains instead of `siteDir` (one platform, every brand of the operator).
   */
  brandSiteDir?: (brandId: string) => string;
  /** Settings that override the environment (tests). */
  config?: Partial<PlatformConfig>;
  /** An already open database (tests that prepare their own PostgreSQL database). */
  database?: DatabaseHandle;
}

/**
 * 32 KB for calls, sized to what they need (issue 13: an encrypted registration, the largest, is
 * under 8 KB; 1 MB let one request stall the server); Fastify refuses a larger body by its
 * Content-Length before reading it. A multipart call (feedback's images, §9) has the limit its
 * contract's files need, checked by registerCall in onRequest.
 */
export const bodyLimit = 32 * 1024;

export async function openDatabaseFor(
  options: Pick<PlatformOptions, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  return createDatabase(
    databaseUrl
      ? { databaseUrl }
      : { dataDir: options.dataDir ?? process.env.PLATFORM_DATA_DIR ?? defaultDataDir },
  );
}

/**
 * The platform: opens the database (PGlite, or PostgreSQL with DATABASE_URL), runs migrations,
 * syncs merchants from brand files, registers every call, and closes the database on close().
 */
export async function buildPlatform(options: PlatformOptions): Promise<FastifyInstance> {
  const handle = options.database ?? (await openDatabaseFor(options));
  const config = { ...configFromEnv(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Issue 13 item 5: a whole request must arrive within 5 minutes (Node's own default, which
    // Fastify turns off): room for 15 MB of feedback images on a slow phone, and an end for a
    // client that keeps trickling a body the platform has already refused.
    requestTimeout: 300_000,
    // §6 region rules: the client address comes from X-Forwarded-For only behind a configured proxy.
    trustProxy: config.trustProxy,
    // A path Fastify cannot read (`/wps/x%`) answers the envelope like any other request: its own
    // answer had no errorCode (issue 13).
    frameworkErrors: (error, request, res) => {
      const reply = res as unknown as FastifyReply;
      if ((error.statusCode ?? 400) < 500) {
        void reply
          .status(400)
          .send(failure(new PlatformError('VALIDATION_FAILED', 'The request could not be read.')));
        return;
      }
      request.log.error({ err: error }, 'unhandled framework error');
      void reply
        .status(500)
        .send(
          failure(
            new PlatformError('INTERNAL_ERROR', 'Something went wrong. Please try again later.'),
          ),
        );
    },
  });
  guardJsonBodies(app);
  try {
    await app.register(databasePlugin, { handle });
    app.decorate('config', config);
    app.decorate('brandsDir', options.brandsDir);
    await app.register(eventsPlugin);
    await app.register(reposPlugin);
    await app.register(ledgerPlugin);
    app.decorate('platformKey', await loadPlatformKey(handle.db));
    app.decorate('replayGuard', replayGuard(handle.db));
    app.decorateRequest('merchant', null);
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin);
    await app.register(securityPlugin);
    const brands = await loadBrandsForPlatform(options.brandsDir);
    await app.repos.merchants.syncFromBrands(brands);
    // Issue 11: one currency per merchant, the brand's (a data folder from before is moved to it).
    for (const brand of brands) {
      const merchant = await app.repos.merchants.byCode(brand.merchantCode);
      if (merchant) await adoptBrandCurrency(handle.db, merchant.id, brand.currency);
      // Issue 14 item 3: deposit channels come from brand.json like the merchant row.
      if (merchant) await syncDepositChannels(handle.db, merchant.id, brand);
    }
    // A merchant created from a brand starts with demo announcements in its languages (once).
    for (const merchant of await app.repos.merchants.list())
      await seedDemoAnnouncements(handle.db, merchant);
    // Issue 14: the daily deposit bonus from brand.json, and the announcement that advertises it.
    for (const brand of brands) {
      const merchant = await app.repos.merchants.byCode(brand.merchantCode);
      if (!merchant) continue;
      const settings = await syncBonusSettings(handle.db, merchant.id, brand);
      await syncDailyBonusAnnouncement(
        handle.db,
        merchant.id,
        settings,
        brand.currency.symbol,
        brand.currency.minorUnits,
      );
    }
    await app.register(systemRoutes);
    await app.register(sessionRoutes);
    await app.register(verificationRoutes);
    await app.register(vipPlugin, {
      configs: new Map(brands.map((b) => [b.merchantCode, b.vip])),
    });
    await app.register(memberRoutes);
    await app.register(securityRoutes);
    await app.register(responsibleGamblingRoutes);
    await app.register(feedbackRoutes);
    await app.register(walletRoutes);
    await app.register(eventRoutes);
    await app.register(recordsRoutes, {
      timeZones: new Map(brands.map((b) => [b.merchantCode, b.timeZone])),
    });
    await app.register(announcementRoutes);
    await app.register(messageRoutes);
    await app.register(contractRoutes);
    await app.register(supportRoutes);
    await app.register(passwordResetRoutes);
    await app.register(catalogueRoutes);
    await app.register(demoGameRoutes);
    await app.register(cashierRoutes);
    await app.register(withdrawalRoutes, {
      settings: new Map(brands.map((b) => [b.merchantCode, b.withdrawal])),
    });
    await app.register(lotteryPlugin, { everyMs: app.config.lotteryJobEveryMs });
    await app.register(lotteryRoutes);
    await app.register(sportsPlugin, { everyMs: app.config.sportsJobEveryMs });
    await app.register(sportsRoutes);
    await app.register(apiDocsPlugin);
    const { brandSiteDir } = options;
    await app.register(sitePlugin, {
      siteDir: options.siteDir ?? null,
      hostedSites: brandSiteDir
        ? brands.map((b) => ({ dir: brandSiteDir(b.id), hosts: b.domains }))
        : [],
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
