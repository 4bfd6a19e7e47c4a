import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { feedback, feedbackImages } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { authenticate, registerCall } from '../../http/registerCall';

/** §5, §9: at most 3 images, PNG or JPEG, 5 MB each. */
export const maxImages = 3;
export const maxImageBytes = 5 * 1024 * 1024;
/** 3 images of 5 MB in base64 plus the text: the route's own body limit. */
export const feedbackBodyLimit = 24 * 1024 * 1024;

/** The type by magic bytes, never by the declared type or a file name. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

async function feedbackCalls(app: FastifyInstance): Promise<void> {
  registerCall(
    app,
    calls.feedback,
    async ({ merchant, input, request, location }) => {
      const rule = { limit: 10, windowMs: 60 * 60_000 };
      if ((await app.repos.throttle.hit(`feedback:${location.ip}`, rule)) > rule.limit) {
        throw new PlatformError(
          'RATE_LIMITED',
          'Too much feedback from this address. Please try again later.',
          {
            retryAfterSeconds: app.repos.throttle.retryAfter(rule),
          },
        );
      }
      if (input.images.length > maxImages) {
        throw new PlatformError('FEEDBACK_TOO_MANY_IMAGES', 'At most 3 images.');
      }
      const images = input.images.map((image, index) => {
        const bytes = Buffer.from(image.data, 'base64');
        if (bytes.length > maxImageBytes) {
          throw new PlatformError('FEEDBACK_IMAGE_TOO_LARGE', 'Each image must be 5 MB or less.', {
            fields: [{ field: `images.${index}`, message: 'larger than 5 MB' }],
          });
        }
        const sniffed = sniffImage(bytes);
        if (sniffed === null || sniffed !== image.type) {
          throw new PlatformError('FEEDBACK_IMAGE_TYPE', 'Images must be PNG or JPEG.', {
            fields: [{ field: `images.${index}`, message: 'not a PNG or JPEG image' }],
          });
        }
        return { mime: sniffed, bytes };
      });
      // Feedback needs no login; a member's valid token links it to the member.
      let memberId: number | null = null;
      if (request.headers.authorization) {
        memberId = await authenticate(request, merchant).then(
          (auth) => auth.member.id,
          () => null,
        );
      }
      const id = await app.db.transaction(async (tx) => {
        const rows = await tx
          .insert(feedback)
          .values({
            merchantId: merchant.id,
            memberId,
            content: input.content,
            contact: input.remark ?? null,
            ip: location.ip,
          })
          .returning({ id: feedback.id });
        const row = rows[0];
        if (!row) throw new Error('feedback insert returned nothing');
        for (const image of images) {
          await tx.insert(feedbackImages).values({
            feedbackId: row.id,
            mime: image.mime,
            size: image.bytes.length,
            bytes: image.bytes,
          });
        }
        return row.id;
      });
      return { id: String(id) };
    },
    { bodyLimit: feedbackBodyLimit },
  );
}

export const feedbackRoutes = fp(feedbackCalls, {
  name: 'feedback-routes',
  dependencies: ['database', 'repos', 'errors'],
});
