import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { text } from '../core/fields';
import { feedbackLimits, maxImageBase64Length } from '../rules/feedback';

export { feedbackLimits, maxImageBase64Length, decodedBase64Size } from '../rules/feedback';

export const feedbackImageSchema = z.strictObject({
  type: z.enum(feedbackLimits.imageTypes),
  /** Base64 of the file bytes, no data: prefix. The server checks the bytes are really PNG/JPEG. */
  data: z
    .string()
    .min(4)
    .max(maxImageBase64Length)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});

const feedbackCall = defineCall({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: false,
  encrypted: false,
  request: z.strictObject({
    content: text(feedbackLimits.contentMinLength, feedbackLimits.contentMaxLength, {
      multiline: true,
    }),
    images: z.array(feedbackImageSchema).max(feedbackLimits.maxImages).default([]),
    remark: text(0, feedbackLimits.remarkMaxLength, { multiline: true }).optional(),
  }),
  response: z.object({ id: z.string().max(64) }),
  errors: ['FEEDBACK_TOO_MANY_IMAGES', 'FEEDBACK_IMAGE_TYPE', 'FEEDBACK_IMAGE_TOO_LARGE'],
  summary: 'Send feedback or a complaint with up to 3 PNG/JPEG images of 5 MB each (§5).',
});

export const feedbackCalls = { feedback: feedbackCall } as const;
