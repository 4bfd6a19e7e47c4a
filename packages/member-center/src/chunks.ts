/**
 * The small chunk that names every member-centre chunk: the first page carries this one dynamic
 * import for the whole member centre (its pages, the responsible-gambling page, the reality check)
 * instead of one each (and their preload lists).
 */
export const memberChunks = () => import('./pageModules');
