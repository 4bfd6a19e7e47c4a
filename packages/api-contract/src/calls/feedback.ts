import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { text } from '../core/fields';
import { feedbackLimits } from '../rules/feedback';

export { feedbackLimits } from '../rules/feedback';

const feedbackCall = defineCall({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: false,
  encrypted: false,
  // Issue 13 item 5: the images stream as file parts, checked as they arrive; as base64 in JSON
  // the whole body (up to 24 MB) was read and parsed before any check.
  body: 'multipart',
  request: z.strictObject({
    content: text(feedbackLimits.contentMinLength, feedbackLimits.contentMaxLength, {
      multiline: true,
    }),
    remark: text(0, feedbackLimits.remarkMaxLength, { multiline: true }).optional(),
  }),
  files: {
    images: {
      maxCount: feedbackLimits.maxImages,
      maxBytes: feedbackLimits.maxImageBytes,
      types: feedbackLimits.imageTypes,
      errors: {
        count: 'FEEDBACK_TOO_MANY_IMAGES',
        size: 'FEEDBACK_IMAGE_TOO_LARGE',
        type: 'FEEDBACK_IMAGE_TYPE',
      },
      description: 'Screenshots: up to 3 PNG or JPEG files of 5 MB each (§5, §9).',
    },
  },
  response: z.object({ id: z.string().max(64) }),
  errors: ['FEEDBACK_TOO_MANY_IMAGES', 'FEEDBACK_IMAGE_TYPE', 'FEEDBACK_IMAGE_TOO_LARGE'],
  summary: 'Send feedback or a complaint with up to 3 PNG/JPEG images of 5 MB each (§5).',
});

export const feedbackCalls = { feedback: feedbackCall } as const;
