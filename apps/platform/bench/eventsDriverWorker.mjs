// The entry of eventsDriver.ts's worker thread: on Node 20 a worker does not inherit the loader
// that `node --import tsx` registered, so it registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./eventsDriver.ts');
