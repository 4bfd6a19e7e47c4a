import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { callList } from '../calls/index';
import { buildOpenApiDocument, openApiJson } from './document';

// Building the whole document took 5.8–6 s on a loaded 2-core machine: every test here may take
// that long, and none of them is a speed check.
vi.setConfig({ testTimeout: 60_000 });

describe('OpenAPI document', () => {
  it('matches the committed openapi.json (run `pnpm --filter @lobbykit/api-contract openapi` when this fails)', () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../../openapi.json', import.meta.url)),
      'utf8',
    );
    expect(JSON.parse(committed)).toEqual(JSON.parse(openApiJson()));
    // Building the whole document took 5.8 s on a loaded 2-core machine: not a speed check.
  }, 60_000);

  it('has one operation per call, named by the call, and the event stream (issue 15)', () => {
    const doc = buildOpenApiDocument();
    const ids = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.sort()).toEqual([...callList.map((c) => c.name), 'memberEvents'].sort());
  });

  it('describes the event stream as text/event-stream with its messages as schemas (issue 15)', () => {
    const doc = buildOpenApiDocument();
    const stream = doc.paths?.['/wps/member/events']?.get;
    expect(Object.keys(stream?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream?.security).toEqual([{ token: [] }]);
    expect(JSON.stringify(stream?.responses?.['403'])).toContain('REAL_ACCOUNT_REQUIRED');
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['MemberEvent', 'EventStreamHello', 'BalanceEvent']),
    );
  });

  it('marks E calls x-encrypted with the JWE body, and T calls with the token scheme', () => {
    const doc = buildOpenApiDocument();
    const login = doc.paths?.['/wps/session/login']?.post as Record<string, unknown>;
    expect(login['x-encrypted']).toBe(true);
    expect(JSON.stringify(login.requestBody)).toContain('EncryptedBody');
    const info = doc.paths?.['/wps/member/info']?.get;
    expect(info?.security).toEqual([{ token: [] }]);
  });

  it('documents every error code of a call under its HTTP status', () => {
    const doc = buildOpenApiDocument();
    const login = doc.paths?.['/wps/session/login']?.post;
    expect(JSON.stringify(login?.responses?.['401'])).toContain('INVALID_CREDENTIALS');
    expect(JSON.stringify(login?.responses?.['423'])).toContain('ACCOUNT_LOCKED');
  });

  it('describes the feedback call as multipart/form-data with its image parts (§5, issue 13 item 5)', () => {
    const doc = buildOpenApiDocument();
    const feedback = doc.paths?.['/wps/feedback']?.put as {
      requestBody: { content: Record<string, { schema: unknown; encoding?: unknown }> };
    };
    const content = feedback.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = content['multipart/form-data'];
    expect(JSON.stringify(form?.schema)).toContain('"format":"binary"');
    expect(form?.schema).toMatchObject({
      properties: { content: { type: 'string' }, images: { type: 'array', maxItems: 3 } },
      required: ['content'],
    });
    expect(form?.encoding).toEqual({ images: { contentType: 'image/png, image/jpeg' } });
  });
});
