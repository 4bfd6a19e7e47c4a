import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../src/app';
import { jsonDepthExceeds, maxJsonDepth } from '../../src/http/jsonBody';
import { login, seedMember, testPlatform } from './helpers';

// Issue 13 item 5: one request must not stall the server. Bodies are limited to what a call
// needs before they are read, and JSON is checked for depth before it is parsed.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('heavy-bodies');
});
afterAll(async () => {
  await app.close();
});

function post(payload: string) {
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: 'ALPHA01', 'content-type': 'application/json' },
    payload,
  });
}

function nested(bytes: number): string {
  const half = Math.floor(bytes / 2);
  return '['.repeat(half) + ']'.repeat(half);
}

describe('heavy bodies (issue 13 item 5)', () => {
  it('refuses a 1 MB body of nested brackets by its size, before reading it', async () => {
    const answer = await post(nested(1_000_000));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses nesting deeper than the limit within the size limit, naming the request', async () => {
    const answer = await post(nested(bodyLimit - 100));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ field: '(request)', message: `nested deeper than ${maxJsonDepth} levels` }],
    });
  });

  it("keeps Fastify's prototype-poisoning refusal", async () => {
    const answer = await post('{"jwe":"x","__proto__":{"admin":true}}');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('still takes a real encrypted login', async () => {
    const member = await seedMember(app, 'ALPHA01');
    expect((await login(app, member.account, member.password)).status).toBe(200);
  });
});

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });
});
