import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { sessionAtom } from '@lobbykit/session';
import { syncFavouritesAtom } from './favouriteAtoms';

/** Keeps the favourite ids in step with who is logged in (loads once per member). */
export function useFavouriteSync(): void {
  const session = useAtomValue(sessionAtom);
  const sync = useSetAtom(syncFavouritesAtom);
  const memberId = session.kind === 'member' ? session.member.id : null;
  useEffect(() => {
    void sync();
  }, [sync, session.kind, memberId]);
}
