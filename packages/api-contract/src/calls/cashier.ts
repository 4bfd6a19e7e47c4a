import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput, rowIdSchema, text } from '../core/fields';
import { moneySchema, positiveMoneySchema, timestampSchema } from '../core/wire';
import { depositProofLimits, depositProviders, depositStates, feeBearers } from '../rules/deposit';
import { limitPeriods } from './responsibleGambling';

export {
  depositProofLimits,
  depositProviders,
  depositStates,
  feeBearers,
  depositQuote,
} from '../rules/deposit';

/** A channel code as brand.json names it (`bank`, `instant`). */
const channelCode = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a channel code such as "bank"');
/** A deposit id in a query string (GET), where it arrives as text. */
const depositIdQuery = z.coerce.number().int().min(1).max(2_147_483_647);

/** One way to deposit the merchant offers (issue 14 item 3), with its bounds and fee. */
export const depositChannelSchema = z
  .object({
    code: channelCode,
    provider: z.enum(depositProviders),
    currency: z.string().regex(/^[A-Z]{3}$/),
    min: moneySchema,
    max: moneySchema,
    /** The fee: a fixed part plus a rate in basis points of the amount, rounded up. */
    feeFixed: moneySchema,
    feeRateBp: z.number().int().min(0).max(10_000),
    /** member: the wallet receives the amount less the fee; merchant: the whole amount. */
    feeBearer: z.enum(feeBearers),
  })
  .meta({ id: 'DepositChannel' });
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** A deposit limit in force and what is left of it now (credited and waiting deposits count). */
export const depositLimitLeftSchema = z
  .object({ period: z.enum(limitPeriods), limit: moneySchema, left: moneySchema })
  .meta({ id: 'DepositLimitLeft' });
export type DepositLimitLeft = z.infer<typeof depositLimitLeftSchema>;

export const receivingAccountSchema = z
  .object({
    bankName: z.string(),
    branchName: z.string(),
    accountType: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
  })
  .meta({ id: 'ReceivingAccount' });
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const depositSchema = z
  .object({
    id: z.number().int(),
    channel: channelCode,
    provider: z.enum(depositProviders),
    state: z.enum(depositStates),
    currency: z.string(),
    amount: moneySchema,
    fee: moneySchema,
    feeBearer: z.enum(feeBearers),
    /** What the member's MAIN wallet receives when the deposit is credited. */
    credit: moneySchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    /** A created or pending deposit still waiting at this time becomes expired. */
    expiresAt: timestampSchema,
    creditedAt: timestampSchema.nullable(),
    /** Why a deposit was rejected (the operator's reason, or the gateway's). */
    reason: z.string().nullable(),
    /** Bank transfer: the reference the member writes on the transfer, and where to send it. */
    reference: z.string().nullable(),
    receivingAccount: receivingAccountSchema.nullable(),
    /** Demo gateway: the hosted payment page, while the deposit waits for payment. */
    payUrl: z.string().nullable(),
    proofCount: z.number().int().min(0).max(depositProofLimits.maxImages),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

const depositErrors = [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'] as const;

const channelsCall = defineCall({
  name: 'depositChannels',
  method: 'GET',
  path: '/wps/cashier/depositChannels',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      channels: z.array(depositChannelSchema).max(20),
      /** The member's deposit limits in force, with what is left of each. */
      limits: z.array(depositLimitLeftSchema).max(limitPeriods.length),
    })
    .meta({ id: 'DepositChannels' }),
  errors: [...depositErrors],
  summary:
    "The merchant's enabled deposit channels with min, max and fee (issue 14 item 3, §2.9 depositv2), and what is left of the member's deposit limits (issue 14 item 9).",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const createCall = defineCall({
  name: 'depositCreate',
  method: 'POST',
  path: '/wps/cashier/deposit',
  token: true,
  encrypted: false,
  request: z.strictObject({ channel: channelCode, amount: positiveMoneySchema }),
  response: depositSchema,
  errors: [
    ...depositErrors,
    'SELF_EXCLUDED',
    'DEPOSIT_CHANNEL_UNAVAILABLE',
    'DEPOSIT_AMOUNT_OUT_OF_RANGE',
    'DEPOSIT_LIMIT_REACHED',
  ],
  summary:
    'Starts a deposit on a channel (issue 14 item 3): a bank transfer answers the receiving account and a reference and waits for proof and an operator; the demo gateway answers payUrl, its hosted page. Refused to a trial account (§6), while a time-out or self-exclusion is in force (SELF_EXCLUDED with until), and when the amount would pass a deposit limit (DEPOSIT_LIMIT_REACHED with depositLimit).',
  methodNote: 'Not in the spec; POST creates a deposit.',
});

const listCall = defineCall({
  name: 'depositList',
  method: 'GET',
  path: '/wps/cashier/deposits',
  token: true,
  encrypted: false,
  request: z.strictObject({
    /** Keyset cursor: only deposits older than this id (the previous page's `next`). */
    before: depositIdQuery.optional(),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z
    .object({ content: z.array(depositSchema), next: z.number().int().nullable() })
    .meta({ id: 'DepositPage' }),
  errors: [...depositErrors],
  summary: "The member's deposits, newest first, with their states (issue 14 item 3).",
  methodNote: 'Not in the spec; GET, it only reads. Keyset paging like the inbox.',
});

const detailCall = defineCall({
  name: 'depositDetail',
  method: 'GET',
  path: '/wps/cashier/deposit',
  token: true,
  encrypted: false,
  request: z.strictObject({ id: depositIdQuery }),
  response: depositSchema,
  errors: [...depositErrors, 'NOT_FOUND'],
  summary:
    "One of the member's deposits; another member's answers NOT_FOUND, as one that does not exist.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const proofCall = defineCall({
  name: 'depositProof',
  method: 'PUT',
  path: '/wps/cashier/deposit/proof',
  token: true,
  encrypted: false,
  body: 'multipart',
  request: z.strictObject({
    id: z.coerce.number().pipe(rowIdSchema),
    /** An optional note for the operator (the sender's name if it differs, say). */
    remark: text(0, 140).optional(),
  }),
  files: {
    images: {
      maxCount: depositProofLimits.maxImages,
      maxBytes: depositProofLimits.maxImageBytes,
      types: depositProofLimits.imageTypes,
      errors: {
        count: 'DEPOSIT_PROOF_TOO_MANY_IMAGES',
        size: 'DEPOSIT_PROOF_IMAGE_TOO_LARGE',
        type: 'DEPOSIT_PROOF_IMAGE_TYPE',
      },
      description: 'Proof of the transfer: up to 3 PNG or JPEG images of 5 MB each (§5).',
    },
  },
  response: depositSchema,
  errors: [
    ...depositErrors,
    'NOT_FOUND',
    'DEPOSIT_STATE',
    'DEPOSIT_PROOF_TOO_MANY_IMAGES',
    'DEPOSIT_PROOF_IMAGE_TYPE',
    'DEPOSIT_PROOF_IMAGE_TOO_LARGE',
  ],
  summary:
    'The member says a bank transfer was sent, with optional proof images (§5: at most 3 PNG/JPEG of 5 MB each): the deposit goes from created to pending and waits for an operator (`cashier deposit-confirm`).',
  methodNote: 'Not in the spec; PUT, multipart like the feedback call.',
});

export const cashierCalls = {
  depositChannels: channelsCall,
  depositCreate: createCall,
  depositList: listCall,
  depositDetail: detailCall,
  depositProof: proofCall,
} as const;
