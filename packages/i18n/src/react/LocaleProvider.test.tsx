import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLingui } from '@lingui/react';
import { createCatalogRegistry } from '../catalogs/registry.js';
import { createLocaleController } from '../locale/localeController.js';
import { createI18n } from '../setupI18n.js';
import { LocaleProvider } from './LocaleProvider.js';

function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._('greeting')}</p>;
}

describe('LocaleProvider', () => {
  it('re-renders translated text when the language changes (§4)', async () => {
    const i18n = createI18n();
    const registry = createCatalogRegistry();
    registry.register('site', async (locale) => ({
      messages: { greeting: locale === 'ja' ? ['ようこそ'] : ['Welcome'] },
    }));
    const controller = createLocaleController({
      brand: { supportLanguages: ['EN', 'JA'], defaultLang: 'EN' },
      i18n,
      registry,
      storage: null,
    });
    await controller.start();
    render(
      <LocaleProvider i18n={i18n}>
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText('Welcome')).toBeDefined();
    await act(() => controller.setLocale('JA'));
    expect(screen.getByText('ようこそ')).toBeDefined();
  });
});
