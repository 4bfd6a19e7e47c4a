import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { LotterySelection } from '@lobbykit/api-contract';

/** The play types of the demo provider's four games, named for players (the code is not a name). */
const playTypeNames: Record<string, MessageDescriptor> = {
  FAST_POSITION: msg`Position`,
  FAST_BIG_SMALL: msg`Big / Small`,
  FAST_ODD_EVEN: msg`Odd / Even`,
  VN_DE: msg`Đề (special prize)`,
  VN_LO: msg`Lô (every prize)`,
  KENO_PICK: msg`Pick spots`,
  KENO_BIG_SMALL: msg`Big / Small`,
  KENO_ODD_EVEN: msg`Odd / Even`,
  LOTTO_PICK6: msg`Pick 6`,
};

/** What each play type pays on, in a sentence under its tab. */
const playTypeRules: Record<string, MessageDescriptor> = {
  FAST_POSITION: msg`Pick a digit for a position: it wins when that position draws it.`,
  FAST_BIG_SMALL: msg`The sum of the three digits: big is 14–27, small is 0–13.`,
  FAST_ODD_EVEN: msg`Whether the sum of the three digits is odd or even.`,
  VN_DE: msg`Pick a two-digit number: it wins when the special prize ends in it.`,
  VN_LO: msg`Pick a two-digit number: it pays for each of the 18 prizes that ends in it.`,
  KENO_PICK: msg`Pick 1 to 10 numbers of 80; 20 are drawn. The pay table shows what each count of hits pays.`,
  KENO_BIG_SMALL: msg`The sum of the 20 balls: big is above 810, small below (810 loses both).`,
  KENO_ODD_EVEN: msg`Whether the sum of the 20 balls is odd or even.`,
  LOTTO_PICK6: msg`Pick 6 numbers of 45; 6 are drawn. The pay table shows what each count of hits pays.`,
};

const sideNames: Record<string, MessageDescriptor> = {
  big: msg`Big`,
  small: msg`Small`,
  odd: msg`Odd`,
  even: msg`Even`,
};

export function playTypeName(i18n: I18n, code: string): string {
  const name = playTypeNames[code];
  return name ? i18n._(name) : code;
}

export function playTypeRule(i18n: I18n, code: string): string | null {
  const rule = playTypeRules[code];
  return rule ? i18n._(rule) : null;
}

export function sideName(i18n: I18n, side: string): string {
  const name = sideNames[side];
  return name ? i18n._(name) : side;
}

/** A number as its game writes it: two-digit games (high 99) show 07, not 7. */
export function numberText(n: number, twoDigits: boolean): string {
  return twoDigits ? String(n).padStart(2, '0') : String(n);
}

/** A bet's pick in words: "2nd digit: 7", "07", "3, 18, 44", "Big". */
export function selectionText(i18n: I18n, selection: LotterySelection, twoDigits: boolean): string {
  if (selection.side) return sideName(i18n, selection.side);
  if (selection.numbers) return selection.numbers.join(', ');
  if (selection.position !== undefined && selection.number !== undefined) {
    const position = selection.position;
    const number = selection.number;
    return i18n._(msg`Digit ${position}: ${number}`);
  }
  if (selection.number !== undefined) return numberText(selection.number, twoDigits);
  return '';
}
