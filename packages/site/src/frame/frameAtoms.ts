import { atom } from 'jotai';

/** §2.5 whether the side menu is open; the header's menu button opens it, navigation closes it. */
export const sideMenuOpenAtom = atom(false);
