import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginOutcome } from '@lobbykit/session';

/**
 * §4 after login or registration: with outcome "done" the site goes to / (or /agentHome when the
 * player logged in on an agent page). With "mustChangePassword" completeLoginAtom has already
 * opened the change-password popup, and the page stays.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (outcome: LoginOutcome) => {
      if (outcome.kind !== 'done') return;
      await navigate(pathname.startsWith('/agent') ? '/agentHome' : '/');
    },
    [navigate, pathname],
  );
}
