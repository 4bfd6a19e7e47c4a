import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { encryptionErrors, sessionErrors } from '../core/errors';
import { noInput, rowIdSchema, secret, text } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';
import {
  withdrawalConfirmations,
  withdrawalEventKinds,
  withdrawalProofLimits,
  withdrawalStates,
} from '../rules/withdrawal';
import { bankAccountSchema } from './security';
import { walletBalanceSchema } from './wallet';

export {
  withdrawalStates,
  withdrawalEventKinds,
  withdrawalConfirmations,
  withdrawalProofLimits,
} from '../rules/withdrawal';
export type { WithdrawalState, WithdrawalEventKind } from '../rules/withdrawal';

/** A withdrawal id on the wire: a decimal string (bigint in the database). */
export const withdrawalIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'a withdrawal id')
  .meta({ description: 'A withdrawal id (decimal string).' });

export const withdrawalEventSchema = z
  .object({
    kind: z.enum(withdrawalEventKinds),
    /** The state the withdrawal was in after this step. */
    state: z.enum(withdrawalStates),
    at: timestampSchema,
    /** The operator's note, the rejection reason, or the member's words; null when none. */
    note: z.string().max(500).nullable(),
    /** Who: `member`, `operator` or `system` (names of operators are not shown to members). */
    actor: z.enum(['member', 'operator', 'system']),
    /**
     * §4: a receipt the sweep forced after the brand's window; such a receipt gives no deposit
     * refund.
     */
    forced: z.boolean(),
    /** How many proof images the member sent with this step ("not received"). */
    proofImages: z.number().int().min(0),
  })
  .meta({ id: 'WithdrawalEvent' });

export const withdrawalSummarySchema = z
  .object({
    id: withdrawalIdSchema,
    amount: moneySchema,
    state: z.enum(withdrawalStates),
    /** The bank account paid to, masked. */
    bankName: z.string().max(100),
    accountNumber: z.string().max(40),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'WithdrawalSummary' });

export const withdrawalDetailSchema = withdrawalSummarySchema
  .extend({
    holderName: z.string().max(100),
    /** Set when rejected: shown to the member. */
    rejectReason: z.string().max(500).nullable(),
    /** Every step, oldest first. */
    timeline: z.array(withdrawalEventSchema),
    /**
     * What should happen next and by when, from the brand's expected times; null once the
     * withdrawal is finished (rejected, received, fully paid).
     */
    next: z
      .object({
        step: z.enum(['review', 'payment', 'confirmation']),
        /** Expected by this time; for "confirmation" the time it counts as received (§4). */
        by: timestampSchema,
      })
      .nullable(),
    /** The member may answer received / not received / fully paid now (state paid). */
    canConfirm: z.boolean(),
  })
  .meta({ id: 'WithdrawalDetail' });
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

const infoCall = defineCall({
  name: 'withdrawInfo',
  method: 'GET',
  path: '/wps/member/withdraw/info',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      currency: z.string().length(3),
      /** The main wallet's available balance: posted money less what is held. */
      available: moneySchema,
      /**
       * Money a bonus's wagering requirement locks (not withdrawable until wagered). No bonus
       * engine exists yet, so this is "0" until the rewards engine fills the lock.
       */
      lockedByBonus: moneySchema,
      /** available − lockedByBonus, never below zero. */
      withdrawable: moneySchema,
      /** The brand's limits per withdrawal (brand.json memberCentre.withdrawal). */
      min: moneySchema,
      max: moneySchema,
      hasPaymentPassword: z.boolean(),
      bankAccounts: z.array(bankAccountSchema),
      /** Expected minutes to each step, and §4's auto-receive window. */
      expected: z.object({
        reviewMinutes: z.number().int().min(0),
        paymentMinutes: z.number().int().min(0),
        autoReceiveMinutes: z.number().int().min(1),
      }),
    })
    .meta({ id: 'WithdrawInfo' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "What the withdraw page needs (issue 14 item 4): the withdrawable balance (available less the bonus wagering lock), the member's bank accounts, the brand's limits and expected times.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const createCall = defineCall({
  name: 'withdrawCreate',
  method: 'PUT',
  path: '/wps/member/withdraw',
  token: true,
  encrypted: true,
  request: z.strictObject({
    /** Greater than zero, with at most the currency's decimals; within the brand's limits. */
    amount: positiveMoneySchema,
    bankAccountId: rowIdSchema,
    paymentPassword: secret(1, 128),
    /** The same key answers the same withdrawal (a retried submit never holds twice). */
    idempotencyKey: text(1, 200),
  }),
  response: withdrawalDetailSchema,
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_WRONG',
    'NOT_FOUND',
    'INSUFFICIENT_FUNDS',
    'BONUS_WAGERING_LOCKED',
    'AMOUNT_INVALID',
    'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
    'IDEMPOTENCY_CONFLICT',
  ],
  summary:
    "Submit a withdrawal to one of the member's bank accounts with the payment password (issue 14 item 4). The amount is held at once (a two-phase ledger transfer: it cannot be spent meanwhile) and later paid or released. It cannot be cancelled once submitted (the UK Gambling Commission's rule).",
  methodNote: 'Not in the spec; PUT creates, like a bank account.',
});

const listCall = defineCall({
  name: 'withdrawList',
  method: 'GET',
  path: '/wps/member/withdraw/list',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** Keyset cursor: withdrawals older than this id (the previous page's `next`). */
    before: withdrawalIdSchema.optional(),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z
    .object({
      items: z.array(withdrawalSummarySchema),
      next: withdrawalIdSchema.nullable(),
    })
    .meta({ id: 'WithdrawalList' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary: "The member's withdrawals, newest first.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const detailCall = defineCall({
  name: 'withdrawDetail',
  method: 'GET',
  path: '/wps/member/withdraw/detail',
  token: true,
  encrypted: false,
  request: z.strictObject({ id: withdrawalIdSchema }),
  response: withdrawalDetailSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED', 'NOT_FOUND'],
  summary:
    "One of the member's withdrawals with its timeline (each step's time and note) and the expected time of the next step. Another member's withdrawal answers NOT_FOUND.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const confirmCall = defineCall({
  name: 'withdrawConfirm',
  method: 'POST',
  path: '/wps/member/withdraw/confirm',
  token: true,
  encrypted: false,
  // Proof images stream as file parts like feedback's (issue 13 item 5).
  body: 'multipart',
  request: z.strictObject({
    id: withdrawalIdSchema,
    outcome: z.enum(withdrawalConfirmations),
    note: text(0, withdrawalProofLimits.noteMaxLength, { multiline: true }).optional(),
  }),
  files: {
    proof: {
      maxCount: withdrawalProofLimits.maxImages,
      maxBytes: withdrawalProofLimits.maxImageBytes,
      types: withdrawalProofLimits.imageTypes,
      errors: {
        count: 'WITHDRAWAL_PROOF_TOO_MANY',
        size: 'WITHDRAWAL_PROOF_TOO_LARGE',
        type: 'WITHDRAWAL_PROOF_TYPE',
      },
      description:
        'Proof of a withdrawal not received: up to 3 PNG or JPEG files of 5 MB each (§4, §5).',
    },
  },
  response: withdrawalDetailSchema,
  errors: [
    ...sessionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'NOT_FOUND',
    'WITHDRAWAL_STATE_INVALID',
    'WITHDRAWAL_PROOF_REQUIRED',
    'WITHDRAWAL_PROOF_TOO_MANY',
    'WITHDRAWAL_PROOF_TOO_LARGE',
    'WITHDRAWAL_PROOF_TYPE',
  ],
  summary:
    '§4 withdrawal confirmation, once paid: received, fully paid, or not received with 1 to 3 proof images (the withdrawal goes back under review with the proof kept). Unconfirmed within the brand’s window it counts as received (no deposit refund then).',
  methodNote: 'Not in the spec; POST, it changes the state; multipart for the proof images.',
});

const recallAllCall = defineCall({
  name: 'walletRecallAll',
  method: 'POST',
  path: '/wps/relay/GCS_walletRecallAll',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** A retry with the same key answers the same recall and moves nothing again. */
    idempotencyKey: text(1, 200),
  }),
  response: z
    .object({
      /** How many vendor wallets had money and were emptied into the main wallet. */
      recalled: z.number().int().min(0),
      amount: moneySchema,
      replayed: z.boolean(),
      balance: walletBalanceSchema,
    })
    .meta({ id: 'WalletRecallAll' }),
  errors: [
    ...sessionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'VENDOR_WALLET_ON_SINGLE_WALLET',
    'IDEMPOTENCY_CONFLICT',
  ],
  summary:
    'Transfer fund\'s "recall all to main" (issue 14 item 5): every vendor wallet\'s available money back to the main wallet in one transaction. A single-wallet merchant (§3 isSingle 1) has no vendor wallets.',
  methodNote: 'Not in the spec; POST, it moves money, safe to retry by its idempotency key.',
});

const uplineCall = defineCall({
  name: 'memberUpline',
  method: 'GET',
  path: '/wps/member/upline',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      /** The agent directly above the member (§2.9 transferUpline), or null when none. */
      upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
      /** The main wallet's available balance (less the bonus wagering lock). */
      available: moneySchema,
      hasPaymentPassword: z.boolean(),
    })
    .meta({ id: 'MemberUpline' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary: 'Who transfer upline sends to: the agent directly above the member, if any.',
  methodNote: 'Not in the spec; GET, it only reads.',
});

const transferUplineCall = defineCall({
  name: 'memberTransferUpline',
  method: 'POST',
  path: '/wps/member/transferUpline',
  token: true,
  encrypted: true,
  request: z.strictObject({
    amount: positiveMoneySchema,
    paymentPassword: secret(1, 128),
    idempotencyKey: text(1, 200),
  }),
  response: z
    .object({
      transferId: z.string(),
      amount: moneySchema,
      to: z.string(),
      createdAt: timestampSchema,
      replayed: z.boolean(),
      available: moneySchema,
    })
    .meta({ id: 'TransferUplineResult' }),
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'UPLINE_NONE',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_WRONG',
    'INSUFFICIENT_FUNDS',
    'BONUS_WAGERING_LOCKED',
    'AMOUNT_INVALID',
    'IDEMPOTENCY_CONFLICT',
  ],
  summary:
    '§2.9 transferUpline, §6: the member sends money from the main wallet to the agent directly above them, with the payment password. Refused for trial players and members without an upline.',
  methodNote: 'Not in the spec; POST, it moves money, safe to retry by its idempotency key.',
});

export const withdrawalCalls = {
  withdrawInfo: infoCall,
  withdrawCreate: createCall,
  withdrawList: listCall,
  withdrawDetail: detailCall,
  withdrawConfirm: confirmCall,
  walletRecallAll: recallAllCall,
  memberUpline: uplineCall,
  memberTransferUpline: transferUplineCall,
} as const;
