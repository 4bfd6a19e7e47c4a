import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { sessionAtom, sessionEndedAtom } from '@lobbykit/session';
import { memberChunks } from '../chunks';

// The clock and the dialogs load only for a member (or to say why a session ended), with the
// member centre's messages: nothing of them is in a visitor's first page (issue 14 item 9).
// Through the member centre's chunk list, whose import the first page has already.
const RealityCheck = lazy(() => memberChunks().then((chunks) => chunks.realityCheck()));

/** The reality check and the session-time-limit notice, mounted once by the frame. */
export function RealityCheckOverlay() {
  const member = useAtomValue(sessionAtom).kind === 'member';
  const timeLimit = useAtomValue(sessionEndedAtom) === 'SESSION_TIME_LIMIT';
  if (!member && !timeLimit) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
