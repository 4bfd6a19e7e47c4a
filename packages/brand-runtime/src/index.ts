// The browser part of a brand, safe anywhere (browser, server, build): the brand.json schema, the
// run-time config a site receives and the routes manifest. The Node loader, Vite plugins and CLI
// are @lobbykit/brand's; the Preact shims are the `./preact/*` entries of this package.
export {
  brandSchema,
  defaultRebateLabels,
  depositBonusSchema,
  depositSchema,
  languages,
  vipSchema,
  withdrawalSchema,
} from './schema/brandSchema.js';
export type {
  BrandFile,
  BrandFileInput,
  DepositBonusConfig,
  DepositConfig,
  Language,
  VipConfig,
  WithdrawalConfig,
} from './schema/brandSchema.js';
export { toBrandConfig } from './schema/brandConfig.js';
export type { BrandConfig } from './schema/brandConfig.js';
export { ROUTES_FILE, routeMatcher, routesManifestSchema } from './routes/routesManifest.js';
export type { RoutesManifest } from './routes/routesManifest.js';
