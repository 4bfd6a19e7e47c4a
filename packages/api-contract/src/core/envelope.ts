import { z } from 'zod';
import { errorCodes } from './errors';
import type { ErrorCode } from './errors';

/** A problem with one field, so a form can show the message next to it (§8). */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  fields: z.array(fieldIssueSchema).optional(),
  /** Present when the platform wants a captcha on the next attempt (§4 login flow). */
  captchaRequired: z.boolean().optional(),
  /** Seconds until a throttled action may be retried. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** When a refusal that lasts ends (SELF_EXCLUDED: the end of the time-out or exclusion). */
  until: z.iso.datetime({ offset: true }).optional(),
  /** DEPOSIT_LIMIT_REACHED: the limit the deposit would pass and what is left of it. */
  depositLimit: z
    .object({
      period: z.enum(['day', 'week', 'month']),
      limit: z.string(),
      left: z.string(),
    })
    .optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
export type SuccessEnvelope<T> = { success: true; value: T };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
