export { demoGameRoutes } from './routes';
export { demoKindOf, demoGameKinds } from './games/kind';
export type { DemoGameKind } from './games/kind';
