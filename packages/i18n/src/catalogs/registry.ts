import { i18n as defaultI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '../locale/languages.js';

/** What a catalog import gives: `{ messages }` from a `.po` import or a compiled catalog. */
export type CatalogModule = { messages: Messages } | Messages;

/** Loads one package's messages for a locale, e.g. `(locale) => import(`./locales/${locale}.po`)`. */
export type CatalogLoader = (locale: Locale) => Promise<CatalogModule>;

/** The packages' catalog loaders; messages are fetched only when a locale is first needed. */
export interface CatalogRegistry {
  /** Adds or replaces (hot reload) the loader of the package called `name`. */
  register(name: string, loader: CatalogLoader): void;
  /** Names of the registered packages. */
  names(): string[];
  /**
   * Loads every registered package's messages for `locale` into `i18n`. Already loaded pairs are
   * skipped, so calling it again after a lazy package registered loads only that package.
   */
  load(locale: Locale, i18n: I18n): Promise<void>;
}

function messagesOf(module: CatalogModule): Messages {
  const maybe = (module as { messages?: unknown }).messages;
  return typeof maybe === 'object' && maybe !== null ? (maybe as Messages) : (module as Messages);
}

export function createCatalogRegistry(): CatalogRegistry {
  const loaders = new Map<string, CatalogLoader>();
  const loaded = new WeakMap<I18n, Map<string, Promise<void>>>();

  return {
    register(name, loader) {
      loaders.set(name, loader);
    },
    names() {
      return [...loaders.keys()];
    },
    async load(locale, i18n) {
      let done = loaded.get(i18n);
      if (!done) {
        done = new Map();
        loaded.set(i18n, done);
      }
      const pending: Promise<void>[] = [];
      for (const [name, loader] of loaders) {
        const key = `${name}\u0000${locale}`;
        let task = done.get(key);
        if (!task) {
          task = loader(locale).then((module) => i18n.load(locale, messagesOf(module)));
          const registered = done;
          // A failed load is forgotten so the next call tries again.
          task.catch(() => registered.delete(key));
          done.set(key, task);
        }
        pending.push(task);
      }
      await Promise.all(pending);
      // A locale with no registered catalog still gets an (empty) message set, so activating it
      // does not warn and messages fall back to their source text.
      if (pending.length === 0) i18n.load(locale, {});
    },
  };
}

/** The registry feature packages add their loaders to at import time. */
export const catalogs: CatalogRegistry = createCatalogRegistry();

/** Registers a package's catalogs with the shared registry: call once at the package's entry. */
export function registerCatalog(name: string, loader: CatalogLoader): void {
  catalogs.register(name, loader);
}

/**
 * For a package whose messages only its lazy chunks show (a popup, a page): registers it and loads
 * its messages for the active locale, so they come with the chunk rather than with the first page.
 * Call it beside the chunk's import. Later language changes load it with every other package (a
 * change under way loads it before it activates the new locale).
 */
export async function loadCatalogOnDemand(
  name: string,
  loader: CatalogLoader,
  i18n: I18n = defaultI18n,
  registry: CatalogRegistry = catalogs,
): Promise<void> {
  if (!registry.names().includes(name)) registry.register(name, loader);
  const locale = i18n.locale;
  // No active locale yet: the locale controller's start loads every registered package.
  if (locale) await registry.load(locale as Locale, i18n);
}
