export { recordsRoutes } from './routes';
export type { RecordsRoutesOptions } from './routes';
export { recordsOver } from './repository';
export type { Records } from './repository';
