import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../setupI18n.js';
import { createCatalogRegistry, loadCatalogOnDemand } from './registry.js';

describe('createCatalogRegistry', () => {
  it('loads a locale only when asked, merging every package catalog', async () => {
    const registry = createCatalogRegistry();
    const site = vi.fn(async () => ({ messages: { a: ['A'] } }));
    const lobby = vi.fn(async () => ({ b: ['B'] }));
    registry.register('site', site);
    registry.register('game-lobby', lobby);
    expect(site).not.toHaveBeenCalled();

    const i18n = createI18n();
    await registry.load('ja', i18n);
    i18n.activate('ja');
    expect(site).toHaveBeenCalledWith('ja');
    expect(i18n._('a')).toBe('A');
    expect(i18n._('b')).toBe('B');
  });

  it('loads each package and locale once, and only the newcomer after a late registration', async () => {
    const registry = createCatalogRegistry();
    const site = vi.fn(async () => ({ messages: {} }));
    registry.register('site', site);
    const i18n = createI18n();
    await Promise.all([registry.load('en', i18n), registry.load('en', i18n)]);
    const late = vi.fn(async () => ({ messages: { late: ['Late'] } }));
    registry.register('member-center', late);
    await registry.load('en', i18n);
    expect(site).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(registry.names()).toEqual(['site', 'member-center']);
  });

  it('tries a failed load again next time', async () => {
    const registry = createCatalogRegistry();
    let attempts = 0;
    registry.register('site', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return { messages: { ok: ['OK'] } };
    });
    const i18n = createI18n();
    await expect(registry.load('en', i18n)).rejects.toThrow('network');
    await registry.load('en', i18n);
    i18n.activate('en');
    expect(i18n._('ok')).toBe('OK');
  });

  it('loads an on-demand package for the active locale only when its chunk asks, then with every change', async () => {
    const registry = createCatalogRegistry();
    registry.register('site', async () => ({ messages: { a: ['A'] } }));
    const i18n = createI18n();
    await registry.load('ja', i18n);
    i18n.activate('ja');
    const account = vi.fn(async (locale: string) => ({ messages: { login: [`login-${locale}`] } }));

    await loadCatalogOnDemand('account', account, i18n, registry);
    expect(account).toHaveBeenCalledExactlyOnceWith('ja');
    expect(i18n._('login')).toBe('login-ja');

    // A second chunk of the same package loads nothing again.
    await loadCatalogOnDemand('account', account, i18n, registry);
    expect(account).toHaveBeenCalledTimes(1);

    // The next language change (the controller loads the registry) brings it along.
    await registry.load('en', i18n);
    i18n.activate('en');
    expect(account).toHaveBeenLastCalledWith('en');
    expect(i18n._('login')).toBe('login-en');
  });

  it('only registers an on-demand package while no locale is active (the start loads it)', async () => {
    const registry = createCatalogRegistry();
    const i18n = createI18n();
    const account = vi.fn(async () => ({ messages: {} }));
    await loadCatalogOnDemand('account', account, i18n, registry);
    expect(account).not.toHaveBeenCalled();
    expect(registry.names()).toEqual(['account']);
  });
});
