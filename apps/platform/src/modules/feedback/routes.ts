import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { feedback, feedbackImages } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { authenticate, registerCall } from '../../http/registerCall';

/** Feedback per address: 10 an hour. */
const feedbackRule = { limit: 10, windowMs: 60 * 60_000 };

async function feedbackCalls(app: FastifyInstance): Promise<void> {
  registerCall(
    app,
    calls.feedback,
    // §5, §9: up to 3 PNG/JPEG images of 5 MB each, streamed as multipart parts and checked as
    // they arrive by registerCall from the contract's description (http/multipart.ts).
    async ({ merchant, input, files, request, location }) => {
      // Feedback needs no login; a member's valid token links it to the member.
      let memberId: number | null = null;
      if (request.headers.authorization) {
        memberId = await authenticate(request, merchant).then(
          (auth) => auth.member.id,
          () => null,
        );
      }
      const images = files.images ?? [];
      // Written once the whole body is read and checked: the row and its images, or nothing.
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
    {
      // Issue 13 item 5: counted before the body is read, so a limited address's 20 MB body
      // costs an answer, not a read.
      beforeBody: async (_request, location) => {
        if (
          (await app.repos.throttle.hit(`feedback:${location.ip}`, feedbackRule)) >
          feedbackRule.limit
        ) {
          throw new PlatformError(
            'RATE_LIMITED',
            'Too much feedback from this address. Please try again later.',
            { retryAfterSeconds: app.repos.throttle.retryAfter(feedbackRule) },
          );
        }
      },
    },
  );
}

export const feedbackRoutes = fp(feedbackCalls, {
  name: 'feedback-routes',
  dependencies: ['database', 'repos', 'errors'],
});
