import { atom } from 'jotai';
import type { AmountFormatOptions } from '@lobbykit/i18n';
import { brandAtom } from '../client/runtime.js';
import { permissionAtom } from '../system/permissionAtoms.js';

/**
 * How the site writes money, for the shared formatters of @lobbykit/i18n: the merchant's one
 * currency, which is the brand's (`currency` in brand.json), with its own fraction digits (JPY
 * none, EUR two; §9 "two decimals" where the currency has them). The symbol is §3 public
 * settings' `currencySymbol`, the brand file's when the platform has not answered yet.
 */
export const moneyFormatAtom = atom((get): AmountFormatOptions => {
  const brand = get(brandAtom);
  return {
    currencySymbol: get(permissionAtom)?.publicSettings.currencySymbol || brand.currency.symbol,
    currency: brand.currency.code,
    minorUnits: brand.currency.minorUnits,
  };
});
