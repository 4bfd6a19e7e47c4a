import type { BrowserCommand } from 'vitest/node';
import type { InlineConfig } from 'vitest/node';

export declare function chromiumBrowser(
  commands?: Record<string, BrowserCommand<never[]>>,
): NonNullable<InlineConfig['browser']>;

export declare const emulateReducedMotion: BrowserCommand<[reduce: boolean]>;

export declare const browserExpect: NonNullable<InlineConfig['expect']>;

export declare const browserTimeouts: Pick<InlineConfig, 'testTimeout' | 'hookTimeout'>;
