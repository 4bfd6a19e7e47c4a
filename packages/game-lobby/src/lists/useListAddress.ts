import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { brandAtom } from '@lobbykit/session';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readListQuery, writeListQuery } from './listQuery';
import type { ListQuery } from './listQuery';

/** The list's query from the address, and links and navigation to changed queries. */
export function useListAddress() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { minorUnits } = useAtomValue(brandAtom).currency;
  const query = useMemo(() => readListQuery(params, minorUnits), [params, minorUnits]);
  const hrefFor = (change: Partial<ListQuery>) => {
    const next = writeListQuery(params, change).toString();
    return `${location.pathname}${next ? `?${next}` : ''}`;
  };
  const change = (next: Partial<ListQuery>) => void navigate(hrefFor(next));
  return { query, hrefFor, change, pathname: location.pathname };
}
