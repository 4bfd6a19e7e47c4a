import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogRegistry } from '../catalogs/registry.js';
import { createI18n } from '../setupI18n.js';
import { createLocaleController } from './localeController.js';

const brand = { supportLanguages: ['EN', 'JA'], defaultLang: 'JA' };

function setUp(sendServerLanguageUpdate?: (code: string) => unknown) {
  const i18n = createI18n();
  const registry = createCatalogRegistry();
  registry.register('site', async (locale) => ({
    messages: { greeting: locale === 'ja' ? ['ようこそ'] : ['Welcome'] },
  }));
  const controller = createLocaleController({ brand, i18n, registry, sendServerLanguageUpdate });
  return { i18n, controller };
}

describe('createLocaleController', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });

  it('starts in the resolved language, sets <html lang> and stores nothing', async () => {
    const { i18n, controller } = setUp();
    await expect(controller.start()).resolves.toBe('ja');
    expect(i18n.locale).toBe('ja');
    expect(i18n._('greeting')).toBe('ようこそ');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(localStorage.getItem('hisLang')).toBeNull();
  });

  it('§4 language change: stores lang and hisLang, switches messages and <html lang>', async () => {
    const { i18n, controller } = setUp();
    await controller.start();
    await controller.setLocale('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('JA');
    expect(i18n._('greeting')).toBe('Welcome');
    expect(document.documentElement.lang).toBe('en');

    await controller.setLocale('ja');
    expect(localStorage.getItem('lang')).toBe('JA');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('§4 sends the server language update with the upper-case code after the change', async () => {
    const send = vi.fn((code: string) => {
      expect(document.documentElement.lang).toBe(code.toLowerCase());
    });
    const { controller } = setUp(send);
    await controller.start();
    expect(send).not.toHaveBeenCalled();
    await controller.setLocale('en');
    expect(send).toHaveBeenCalledExactlyOnceWith('EN');
  });

  it('does nothing when the active language is chosen again', async () => {
    const send = vi.fn();
    const { controller } = setUp(send);
    await controller.start();
    await controller.setLocale('JA');
    expect(send).not.toHaveBeenCalled();
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('keeps the local change when the server update fails, and reports the failure', async () => {
    const { i18n, controller } = setUp(() => Promise.reject(new Error('offline')));
    await controller.start();
    await expect(controller.setLocale('EN')).rejects.toThrow('offline');
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem('lang')).toBe('EN');
  });

  it('refuses a language the brand does not support', async () => {
    const i18n = createI18n();
    const controller = createLocaleController({
      brand: { supportLanguages: ['EN'], defaultLang: 'EN' },
      i18n,
      registry: createCatalogRegistry(),
    });
    await controller.start();
    await expect(controller.setLocale('JA')).rejects.toThrow(RangeError);
    expect(i18n.locale).toBe('en');
    expect(controller.supported).toEqual(['en']);
  });

  it('changes nothing when the catalog cannot be loaded', async () => {
    const i18n = createI18n();
    const registry = createCatalogRegistry();
    registry.register('site', async (locale) => {
      if (locale === 'en') throw new Error('chunk failed');
      return { messages: {} };
    });
    const controller = createLocaleController({ brand, i18n, registry });
    await controller.start();
    await expect(controller.setLocale('EN')).rejects.toThrow('chunk failed');
    expect(i18n.locale).toBe('ja');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('ja');
  });
});
