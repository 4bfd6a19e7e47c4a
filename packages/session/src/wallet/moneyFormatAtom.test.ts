import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import { loadBrand } from '@lobbykit/brand/node';
import { formatAmount } from '@lobbykit/i18n';
import { createSessionStore } from '../client/createSessionStore.js';
import { startStateAtom } from '../system/permissionAtoms.js';
import type { Permission } from '../system/permissionAtoms.js';
import { moneyFormatAtom } from './moneyFormatAtom.js';

function storeFor(id: 'sakura' | 'harbor') {
  const result = loadBrand(id, { rootDir: join(import.meta.dirname, '../../../..') });
  if (!result.ok) throw new Error(`${id} brand does not load`);
  const { data, tokens } = result.brand;
  const brand = toBrandConfig(data, tokens, { logoUrl: '/l.svg', faviconUrl: '/f.svg' });
  return createSessionStore({ brand, baseUrl: 'http://127.0.0.1:9', storage: null });
}

describe('moneyFormatAtom (issue 11: one currency per merchant, the brand’s)', () => {
  it('writes a yen brand’s amounts with ¥ and no decimals, a euro brand’s with € and two', () => {
    const sakura = storeFor('sakura');
    expect(sakura.get(moneyFormatAtom)).toEqual({
      currencySymbol: '¥',
      currency: 'JPY',
      minorUnits: 0,
    });
    expect(formatAmount('1500', sakura.get(moneyFormatAtom))).toBe('¥1,500');
    const harbor = storeFor('harbor');
    expect(formatAmount('1234.5', harbor.get(moneyFormatAtom))).toBe('€1,234.50');
  });

  it('takes the symbol from §3 public settings once the platform answered', () => {
    const store = storeFor('sakura');
    const permission = { publicSettings: { currencySymbol: '円', imgUrl: '' } } as Permission;
    store.set(startStateAtom, { status: 'ready', permission });
    expect(formatAmount('1500', store.get(moneyFormatAtom))).toBe('円1,500');
  });
});
