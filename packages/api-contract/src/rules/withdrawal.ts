// Zod-free: the platform's database schema checks its state columns against these lists.
import { feedbackLimits } from './feedback';

/**
 * A withdrawal's states (issue 14 item 4, §4 withdrawal confirmation). `submitted` holds the
 * amount (two-phase ledger transfer), `paid` posts it, `rejected` voids it (or returns it, when a
 * paid withdrawal the member reported as not received is rejected). `received` and `fullyPaid`
 * are the member's confirmations; an unconfirmed `paid` becomes `received` (forced) after the
 * brand's window. There is no cancelled state: a member cannot reverse a withdrawal (UKGC).
 */
export const withdrawalStates = [
  'submitted',
  'underReview',
  'approved',
  'paid',
  'rejected',
  'received',
  'fullyPaid',
] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

/** What a timeline step records: a state change, or the member's "not received" report. */
export const withdrawalEventKinds = [...withdrawalStates, 'notReceived'] as const;
export type WithdrawalEventKind = (typeof withdrawalEventKinds)[number];

/** What the member may answer once a withdrawal is paid (§4). */
export const withdrawalConfirmations = ['received', 'notReceived', 'fullyPaid'] as const;
export type WithdrawalConfirmation = (typeof withdrawalConfirmations)[number];

/** §5, §9 uploads: the proof of a withdrawal not received, as feedback's images. */
export const withdrawalProofLimits = {
  maxImages: feedbackLimits.maxImages,
  maxImageBytes: feedbackLimits.maxImageBytes,
  imageTypes: feedbackLimits.imageTypes,
  noteMaxLength: feedbackLimits.remarkMaxLength,
} as const;
