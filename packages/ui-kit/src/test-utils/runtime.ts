import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What React's modules resolve to in this run (vitest.config.ts projects). */
    reactRuntime: 'react' | 'preact';
  }
}

/** True in the second run, where React's modules are Preact's as in every brand app. */
export const onPreact = inject('reactRuntime') === 'preact';
