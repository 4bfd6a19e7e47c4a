import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@lobbykit/session';
import { buildNavigation } from '../navigation/buildNavigation';
import type { NavItem } from '../navigation/buildNavigation';
import { useVendorLanes } from './vendorLanes';

/** The §2.2 navigation of the current lanes; null until the lanes are known. */
export function useNavigation(): NavItem[] | null {
  const lanes = useVendorLanes();
  const brand = useAtomValue(brandAtom);
  return useMemo(() => (lanes ? buildNavigation(lanes, brand) : null), [lanes, brand]);
}

/** Vendor code to display name, from every lane (tiles show the vendor's name). */
export function useVendorNames(): ReadonlyMap<string, string> {
  const lanes = useVendorLanes();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const lane of lanes ?? [])
      for (const vendor of lane.vendors)
        if (!names.has(vendor.vassalage)) names.set(vendor.vassalage, vendor.displayName);
    return names;
  }, [lanes]);
}
