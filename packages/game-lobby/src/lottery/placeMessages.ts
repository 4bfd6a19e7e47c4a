import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlaceReason } from './placeErrors';

export const placeMessages: Record<PlaceReason, MessageDescriptor> = {
  funds: msg`Your balance is not enough for this slip.`,
  excluded: msg`You have taken a time-out or excluded yourself from play. Login and play are closed until it ends.`,
  lossLimit: msg`This bet would go over your loss limit. You can lower the stake or play again when the period allows.`,
  conflict: msg`This slip was already placed with different bets. Please place it again.`,
  invalid: msg`Some bets on the slip are not valid. Please check them.`,
  notFound: msg`This game could not be found.`,
  rateLimited: msg`Too many attempts. Please wait a few minutes and try again.`,
  maintenance: msg`The system is under maintenance.`,
  network: msg`The connection failed. Your slip is kept: place it again, nothing is staked twice.`,
  unknown: msg`Something went wrong. Please try again later.`,
};
