import { atom } from 'jotai';

/** §2.8 socket-event popup: an operator's message shown to a logged-in member, oldest first. */
export interface EventPopup {
  seq: number;
  title: string;
  body: string;
}

/** The popups the platform sent that the member has not closed yet (the site shows the first). */
export const eventPopupsAtom = atom<EventPopup[]>([]);

/** Closes the popup shown (the first). */
export const closeEventPopupAtom = atom(null, (_get, set) => {
  set(eventPopupsAtom, (popups) => popups.slice(1));
});
