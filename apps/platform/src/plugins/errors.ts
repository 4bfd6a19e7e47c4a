import fp from 'fastify-plugin';
import type { FailureEnvelope } from '@lobbykit/api-contract';
import { PlatformError } from '../http/errors';

export function failure(error: PlatformError): FailureEnvelope {
  return { success: false, errorCode: error.code, message: error.message, ...error.extra };
}

/**
 * The one error handler: platform errors become the envelope with their status; anything else is
 * logged and answered as INTERNAL_ERROR without a word about what failed (STYLE.md).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof PlatformError) {
        if (error.extra.retryAfterSeconds !== undefined) {
          void reply.header('retry-after', String(error.extra.retryAfterSeconds));
        }
        return reply.status(error.status).send(failure(error));
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const code = (error as { code?: string }).code;
      if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .status(413)
          .send(failure(new PlatformError('PAYLOAD_TOO_LARGE', 'The request body is too large.')));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own refusals (malformed JSON, unsupported media type): a 4xx tells nothing secret.
        return reply
          .status(400)
          .send(failure(new PlatformError('VALIDATION_FAILED', 'The request could not be read.')));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(
          failure(
            new PlatformError('INTERNAL_ERROR', 'Something went wrong. Please try again later.'),
          ),
        );
    });
  },
  { name: 'errors' },
);
