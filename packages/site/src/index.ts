export { mountSite } from './start/mountSite';
export type { MountSiteOptions } from './start/mountSite';
