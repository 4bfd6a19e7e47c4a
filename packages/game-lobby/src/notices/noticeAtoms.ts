import { atom } from 'jotai';

/**
 * The notice shown in the notice popup and on /noticePage (an index into the notice list).
 * §2.1: opening /noticePage resets it to 0.
 */
export const selectedNoticeIndexAtom = atom(0);

/** §2.8 noticeModal: open or not (the home announcement strip and the header open it). */
export const noticePopupOpenAtom = atom(false);

/** Opens the notice popup on one notice (the strip passes the one clicked). */
export const openNoticePopupAtom = atom(null, (_get, set, index: number = 0) => {
  set(selectedNoticeIndexAtom, Math.max(0, index));
  set(noticePopupOpenAtom, true);
});
