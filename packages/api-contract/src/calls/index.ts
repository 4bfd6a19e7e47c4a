import type { CallDefinition } from '../core/defineCall';
import { announcementCalls } from './announcements';
import { contractCalls } from './contracts';
import { cashierCalls } from './cashier';
import { feedbackCalls } from './feedback';
import { gameCalls } from './games';
import { lotteryCalls } from './lottery';
import { memberCalls } from './member';
import { messageCalls } from './messages';
import { playCalls } from './play';
import { recordCalls } from './records';
import { responsibleGamblingCalls } from './responsibleGambling';
import { securityCalls } from './security';
import { sessionCalls } from './session';
import { sportsCalls } from './sports';
import { supportCalls } from './support';
import { systemCalls } from './system';
import { verificationCalls } from './verification';
import { vipCalls } from './vip';
import { walletCalls } from './wallet';
import { withdrawalCalls } from './withdrawal';

/**
 * Every platform call, keyed by its name. A domain adds its calls by spreading its object here
 * (e.g. `...walletCalls` from `./wallet`); the tests check that keys equal names and that no
 * method and path pair repeats.
 */
export const calls = {
  ...systemCalls,
  ...sessionCalls,
  ...verificationCalls,
  ...memberCalls,
  ...securityCalls,
  ...responsibleGamblingCalls,
  ...feedbackCalls,
  ...walletCalls,
  ...recordCalls,
  ...gameCalls,
  ...playCalls,
  ...lotteryCalls,
  ...sportsCalls,
  ...announcementCalls,
  ...messageCalls,
  ...supportCalls,
  ...cashierCalls,
  ...withdrawalCalls,
  ...vipCalls,
  ...contractCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callList: readonly CallDefinition[] = Object.values(calls);
