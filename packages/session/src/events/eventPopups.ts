import { atom } from 'jotai';
import type { Contract } from '@lobbykit/api-contract';

/**
 * A popup the member's event stream brought (logged in only, §6): the operator's message (§2.8
 * socket-event popup), or a contract offered to the member or settled (§2.8 contract popup).
 */
export type EventPopup =
  | { kind: 'operator'; seq: number; title: string; body: string }
  | { kind: 'contract'; seq: number; contract: Contract };

/** The popups the platform sent that the member has not closed yet, oldest first (the site shows the first). */
export const eventPopupsAtom = atom<EventPopup[]>([]);

/** Closes one popup by its event's sequence (another may have arrived, or gone, meanwhile). */
export const closeEventPopupAtom = atom(null, (_get, set, seq: number) => {
  set(eventPopupsAtom, (popups) => popups.filter((popup) => popup.seq !== seq));
});

/**
 * The popups after a contract event: an earlier popup of the same contract goes (an offer answered
 * in another tab closes here too), and an offer or a settlement shows; an answer or a termination
 * the member made needs no popup.
 */
export function withContractEvent(
  popups: readonly EventPopup[],
  seq: number,
  contract: Contract,
): EventPopup[] {
  const others = popups.filter(
    (popup) => popup.kind !== 'contract' || popup.contract.id !== contract.id,
  );
  const shown = contract.state === 'offered' || contract.state === 'settled';
  return shown ? [...others, { kind: 'contract', seq, contract }] : others;
}

/**
 * The popups with the offers still waiting for the member's answer that none shows yet (read when
 * the stream starts). Such a popup's key is the contract's id negated, apart from the events'
 * sequences (all positive) and the same in every tab, so closing it in one tab closes it in all.
 */
export function withPendingOffers(
  popups: readonly EventPopup[],
  contracts: readonly Contract[],
): EventPopup[] {
  const shown = new Set(
    popups.flatMap((popup) => (popup.kind === 'contract' ? [popup.contract.id] : [])),
  );
  const waiting = contracts
    .filter((contract) => contract.state === 'offered' && !shown.has(contract.id))
    // The list is newest first; the popups show oldest first.
    .reverse()
    .map((contract): EventPopup => ({ kind: 'contract', seq: -contract.id, contract }));
  return waiting.length === 0 ? (popups as EventPopup[]) : [...popups, ...waiting];
}
