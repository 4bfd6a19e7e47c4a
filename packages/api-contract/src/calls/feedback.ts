import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { text } from '../core/fields';

/**
 * §5, §9: at most 3 images, PNG or JPEG, 5 MB each; remark at most 140 characters. The spec gives
 * the content bounds only as {0} and {1} words; these character bounds are ours.
 */
export const feedbackLimits = {
  contentMinLength: 10,
  contentMaxLength: 2000,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  remarkMaxLength: 140,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Base64 length of the largest allowed image: 4 characters per 3 bytes, padded. */
export const maxImageBase64Length = Math.ceil(feedbackLimits.maxImageBytes / 3) * 4;

/** Bytes a base64 string decodes to, without decoding it. */
export function decodedBase64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

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
    content: text(feedbackLimits.contentMinLength, feedbackLimits.contentMaxLength),
    images: z.array(feedbackImageSchema).max(feedbackLimits.maxImages).default([]),
    remark: text(0, feedbackLimits.remarkMaxLength).optional(),
  }),
  response: z.object({ id: z.string().max(64) }),
  errors: ['FEEDBACK_TOO_MANY_IMAGES', 'FEEDBACK_IMAGE_TYPE', 'FEEDBACK_IMAGE_TOO_LARGE'],
  summary: 'Send feedback or a complaint with up to 3 PNG/JPEG images of 5 MB each (§5).',
});

export const feedbackCalls = { feedback: feedbackCall } as const;
