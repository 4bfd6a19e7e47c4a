import { useCallback } from 'react';
import { atom, useAtomValue } from 'jotai';
import { permissionAtom } from '@lobbykit/session';

/**
 * §4: image hosts are chosen at random from the server's CDN list (the permission call's
 * imageCDNs). One host per page load, so the browser cache keeps working.
 */
export const imageHostAtom = atom((get) => {
  const hosts = get(permissionAtom)?.imageCDNs ?? [];
  const host = hosts[Math.floor(Math.random() * hosts.length)] ?? '';
  return host.replace(/\/+$/, '');
});

/** An image path of the catalogue (`/TCG_PROD_IMAGES/...`) on the chosen host. */
export function imageUrl(host: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function useImageUrl(): (path: string) => string {
  const host = useAtomValue(imageHostAtom);
  return useCallback((path: string) => imageUrl(host, path), [host]);
}
