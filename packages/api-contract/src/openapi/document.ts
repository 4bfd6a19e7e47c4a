import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import type { oas31, ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { callList } from '../calls/index';
import type { CallDefinition } from '../core/defineCall';
import {
  ENCRYPTED_HEADER,
  ENCRYPTION_ALG,
  ENCRYPTION_ENC,
  encryptedBodySchema,
} from '../core/encryption';
import { failureEnvelopeSchema, successEnvelopeSchema } from '../core/envelope';
import { commonErrorCodes, errorCatalogue } from '../core/errors';
import { memberEventSchema, streamHelloSchema, streamSystemSchema } from '../events/memberEvents';
import { EVENT_HEARTBEAT_SECONDS, EVENT_STREAM_PATH } from '../events/streamPath';
import type { ErrorCode } from '../core/errors';

/** The headers every call carries (ARCHITECTURE.md "Paths follow the spec"). */
const commonHeaders = z.object({
  Merchant: z.string().max(64).meta({ description: 'Merchant code of the brand.' }),
  Language: z.enum(['EN', 'JA']).meta({ description: 'Site language.' }),
  Device: z.literal('web'),
});

const sessionErrors: readonly ErrorCode[] = [
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'SESSION_TIME_LIMIT',
];
const encryptionErrors: readonly ErrorCode[] = [
  'ENCRYPTION_REQUIRED',
  'DECRYPTION_FAILED',
  'REQUEST_EXPIRED',
  'REQUEST_REPLAYED',
];

function errorCodesOf(call: CallDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>([...commonErrorCodes, ...call.errors]);
  if (call.token === true) for (const c of sessionErrors) codes.add(c);
  if (call.encrypted) for (const c of encryptionErrors) codes.add(c);
  return [...codes].sort();
}

function requestSchemaId(call: CallDefinition): string {
  return `${call.name[0]?.toUpperCase() ?? ''}${call.name.slice(1)}Request`;
}

/**
 * A multipart call's body: its text fields, and each file part as an array of binary files with
 * the types and limits the platform enforces while the files arrive (issue 13 item 5).
 */
function multipartContent(call: CallDefinition) {
  const files = Object.entries(call.files ?? {});
  const schema = (call.request as unknown as z.ZodObject).extend(
    Object.fromEntries(
      files.map(([name, file]) => [
        name,
        z
          .array(z.string().meta({ format: 'binary' }))
          .max(file.maxCount)
          .optional()
          .meta({
            description: `${file.description} At most ${file.maxCount} files of ${file.maxBytes} bytes each, of type ${file.types.join(' or ')} by their first bytes; the first wrong file stops the upload with ${file.errors.count}, ${file.errors.size} or ${file.errors.type}, naming it ${name}.<index>.`,
          }),
      ]),
    ),
  );
  return {
    'multipart/form-data': {
      schema,
      encoding: Object.fromEntries(
        files.map(([name, file]) => [name, { contentType: file.types.join(', ') }]),
      ),
    },
  };
}

function operationOf(call: CallDefinition): ZodOpenApiOperationObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(call)) {
    const status = errorCatalogue[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const errorResponses = Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.join(', '),
          content: {
            'application/json': {
              schema: failureEnvelopeSchema.extend({
                errorCode: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
              }),
            },
          },
        },
      ]),
  );
  const inQuery = call.method === 'GET' || call.method === 'DELETE';
  const description = [
    call.summary,
    call.methodNote ? `Method: ${call.methodNote}` : '',
    call.encrypted
      ? `Encrypted (E): the body is { jwe } with header ${ENCRYPTED_HEADER}: 1; the JWE (${ENCRYPTION_ALG}, ${ENCRYPTION_ENC}, kid of GET /wps/system/publicKey) holds the JSON of #/components/schemas/${requestSchemaId(call)}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    operationId: call.name,
    summary: call.summary,
    description,
    ...(call.token === true
      ? { security: [{ token: [] }] }
      : call.token === 'optional'
        ? // OpenAPI's way of saying "either with the token or without".
          { security: [{ token: [] }, {}] }
        : { security: [] }),
    ...(call.encrypted ? { 'x-encrypted': true } : {}),
    requestParams: {
      header: commonHeaders,
      ...(inQuery ? { query: call.request as z.ZodObject } : {}),
    },
    ...(inQuery
      ? {}
      : {
          requestBody: {
            required: true,
            content:
              call.body === 'multipart'
                ? multipartContent(call)
                : {
                    'application/json': {
                      schema: call.encrypted ? encryptedBodySchema : call.request,
                    },
                  },
          },
        }),
    responses: {
      '200': {
        description: 'Success envelope with the call value.',
        content: { 'application/json': { schema: successEnvelopeSchema(call.response) } },
      },
      ...errorResponses,
    },
  };
}

/**
 * Issue 15: the member's event stream. OpenAPI has no words for the messages of a stream, so each
 * message's JSON is a schema of the document (MemberEvent, EventStreamHello) and the description
 * says how they are framed.
 */
function eventStreamOperation(): ZodOpenApiOperationObject {
  const failures = Object.fromEntries(
    [
      [401, 'UNAUTHENTICATED, SESSION_EXPIRED or SESSION_TIME_LIMIT'],
      [403, 'REAL_ACCOUNT_REQUIRED: a trial session gets no events (§6)'],
    ].map(([status, codes]) => [
      String(status),
      {
        description: `${codes} (a failure envelope).`,
        content: { 'application/json': { schema: failureEnvelopeSchema } },
      },
    ]),
  );
  return {
    operationId: 'memberEvents',
    summary: "The member's events as Server-Sent Events (issue 15).",
    description: [
      'One SSE message per event: `id` is the per-member sequence number, `event` the type, `data` the JSON of #/components/schemas/MemberEvent.',
      'The first message is `event: hello` (no id) with #/components/schemas/EventStreamHello.',
      "When the merchant's system status changes (§4), `event: system` (no id, not replayed) with #/components/schemas/EventStreamSystem: read the permission call again.",
      'Send `Last-Event-ID` (the last sequence seen) to receive every event after it, in order; without it the stream starts at the newest.',
      `A comment line is sent every ${EVENT_HEARTBEAT_SECONDS} seconds when nothing else is. A trial session is refused (no balance or message events for trial play, §6).`,
    ].join('\n\n'),
    security: [{ token: [] }],
    requestParams: {
      header: commonHeaders.extend({
        'Last-Event-ID': z.string().regex(/^\d+$/).optional(),
      }),
    },
    responses: {
      '200': {
        description: 'The stream.',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...failures,
    },
  };
}

/** The OpenAPI 3.1 document of the whole contract, for operators whose platform is elsewhere. */
export function buildOpenApiDocument(
  calls: readonly CallDefinition[] = callList,
): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of calls) {
    const item = (paths[call.path] ??= {});
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    item[method] = operationOf(call);
  }
  if (calls === callList) paths[EVENT_STREAM_PATH] = { get: eventStreamOperation() };
  const plaintexts = Object.fromEntries(
    calls.filter((c) => c.encrypted).map((c) => [requestSchemaId(c), c.request]),
  );
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lobbykit platform API',
      version: '0.1.0',
      description:
        'Generated from @lobbykit/api-contract. Every answer is an envelope: { success: true, value } or { success: false, errorCode, message, fields?, captchaRequired?, retryAfterSeconds? }.',
    },
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The bare session token, without a "Bearer" prefix (ARCHITECTURE.md).',
        },
      },
      schemas: {
        ...plaintexts,
        MemberEvent: memberEventSchema,
        EventStreamHello: streamHelloSchema,
        EventStreamSystem: streamSystemSchema,
      },
    },
  });
}

/** The document as the committed file holds it. */
export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
