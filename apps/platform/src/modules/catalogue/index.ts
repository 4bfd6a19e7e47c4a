export { findGameByNodeId } from './repository';
export { visibleTo } from './visibility';
export { catalogueRoutes } from './routes';
export { ensureDemoCatalogue } from './seed';
export { gameIconPath, vendorIconPaths, IMAGE_ROOT } from './paths';
export { toTile, languageOf } from './tiles';
export type { Language } from './tiles';
