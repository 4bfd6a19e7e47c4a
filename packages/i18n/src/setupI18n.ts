import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';

/**
 * A fresh Lingui instance with no locale active, for tests, Storybook or a second React root.
 * The app itself uses the global `i18n` of `@lingui/core`, which the `t` macro reads.
 */
export function createI18n(): I18n {
  return setupI18n();
}
