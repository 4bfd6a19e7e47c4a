import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../core/errors';
import { callList, calls } from './index';

describe('calls table', () => {
  it('keys every call by its own name, so the client function and the operationId agree', () => {
    for (const [key, call] of Object.entries(calls)) expect(call.name).toBe(key);
  });

  it('has one call per method and path', () => {
    const seen = callList.map((c) => `${c.method} ${c.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps every path under /wps (§7.1), or /lgw and /lotto/lgw for the lottery (§7.2)', () => {
    for (const call of callList) expect(call.path).toMatch(/^\/(wps|lgw|lotto\/lgw)\//);
  });

  it('lists only error codes the catalogue knows, each with an HTTP status', () => {
    for (const call of callList)
      for (const code of call.errors) expect(errorCatalogue[code]).toBeGreaterThanOrEqual(400);
  });

  it('reads GET and DELETE queries only from strings: string fields or coerced numbers', () => {
    type Def = { innerType?: Inner; coerce?: boolean };
    type Inner = { _zod: { def: Def } };
    const coerced = (schema: unknown): boolean => {
      let current = schema as Inner;
      while (current._zod.def.innerType) current = current._zod.def.innerType;
      return current._zod.def.coerce === true;
    };
    for (const call of callList.filter((c) => c.method === 'GET' || c.method === 'DELETE')) {
      const shape = (call.request as z.ZodObject).shape;
      for (const [field, schema] of Object.entries(shape)) {
        const json = z.toJSONSchema(schema as z.ZodType, { io: 'input' }) as {
          type?: unknown;
          enum?: unknown[];
          const?: unknown;
        };
        const fromString =
          json.type === 'string' ||
          (Array.isArray(json.enum) && json.enum.every((v) => typeof v === 'string')) ||
          typeof json.const === 'string' ||
          coerced(schema);
        expect(fromString, `${call.name}.${field}`).toBe(true);
      }
    }
  });

  it('never encrypts a GET or DELETE: only bodies are encrypted (§7.1 E)', () => {
    for (const call of callList.filter((c) => c.encrypted))
      expect(['POST', 'PUT']).toContain(call.method);
  });

  it('marks the §7.1 E calls encrypted and the T calls token', () => {
    const e = callList
      .filter((c) => c.encrypted)
      .map((c) => c.path)
      .sort();
    expect(e).toEqual(
      [
        '/wps/member/password',
        '/wps/member/password/reset',
        '/wps/member/password/verification',
        '/wps/member/register',
        '/wps/member/register/mobile',
        '/wps/session/login',
        // Issue 14: every call that carries a password of the member is an E call too.
        '/wps/member/paymentPassword',
        '/wps/member/paymentPassword/reset',
        '/wps/member/bankAccounts',
        '/wps/member/bankAccounts/remove',
        '/wps/member/responsibleGambling/exclude',
        '/wps/member/withdraw',
        '/wps/member/transferUpline',
        // ...and so do the contact confirmations, which replacing a verified contact needs it for.
        '/wps/member/contact/email/verify',
        '/wps/member/contact/mobile/verify',
      ].sort(),
    );
    const t = callList.filter((c) => c.token).map((c) => c.path);
    expect(t).toEqual(
      expect.arrayContaining([
        '/wps/session/logout',
        '/wps/member/info',
        '/wps/member/info/icon',
        '/wps/member/password',
      ]),
    );
    expect(calls.sessionLogin.token).toBe(false);
  });
});

describe('request schemas', () => {
  it('refuses unknown fields', () => {
    const r = calls.sessionLogin.request.safeParse({
      username: 'a',
      password: 'b',
      type: 'username',
      admin: true,
    });
    expect(r.success).toBe(false);
  });

  it('trims the login username but keeps the password as typed (§5 values trimmed)', () => {
    const r = calls.sessionLogin.request.parse({
      username: '  alice ',
      password: ' pw ',
      type: 'username',
    });
    expect(r.username).toBe('alice');
    expect(r.password).toBe(' pw ');
  });

  it('accepts a phone of 8 to 11 digits only (§5)', () => {
    const ok = (mobileNum: string) =>
      calls.verificationSmsNoLogin.request.safeParse({ mobileNum, countryDialingCode: '81' })
        .success;
    expect(ok('12345678')).toBe(true);
    expect(ok('12345678901')).toBe(true);
    expect(ok('1234567')).toBe(false);
    expect(ok('123456789012')).toBe(false);
    expect(ok('1234-5678')).toBe(false);
  });

  it('refuses a feedback remark over 140 characters (§5)', () => {
    const feedback = (remark: string) =>
      calls.feedback.request.safeParse({ content: 'the lobby is slow today', remark }).success;
    expect(feedback('x'.repeat(141))).toBe(false);
    expect(feedback('x'.repeat(140))).toBe(true);
  });

  it('describes feedback as multipart with up to 3 PNG/JPEG images of 5 MB (§5, issue 13 item 5)', () => {
    expect(calls.feedback.body).toBe('multipart');
    expect(calls.feedback.files?.images).toMatchObject({
      maxCount: 3,
      maxBytes: 5 * 1024 * 1024,
      types: ['image/png', 'image/jpeg'],
      errors: {
        count: 'FEEDBACK_TOO_MANY_IMAGES',
        size: 'FEEDBACK_IMAGE_TOO_LARGE',
        type: 'FEEDBACK_IMAGE_TYPE',
      },
    });
    // The images are file parts, never a text field of the request.
    expect(
      calls.feedback.request.safeParse({ content: 'the lobby is slow today', images: [] }).success,
    ).toBe(false);
    // Every file error of a multipart call is one of the call's own codes.
    for (const call of callList)
      for (const field of Object.values(call.files ?? {}))
        for (const code of Object.values(field.errors)) expect(call.errors).toContain(code);
  });

  it('requires the registration login flag to be true (§3)', () => {
    const base = {
      username: 'alice1',
      password: 'secret12',
      confirmPassword: 'secret12',
      domain: 'a.example',
      registerUrl: '',
      registerMethod: 'WEB',
    };
    expect(calls.memberRegister.request.safeParse({ ...base, login: true }).success).toBe(true);
    expect(calls.memberRegister.request.safeParse({ ...base, login: false }).success).toBe(false);
  });

  it('refuses a control character or a lone surrogate in every string field of every request (§5, issue 13)', () => {
    // Field by field, through arrays of objects (feedback images): a new field built from a bare
    // z.string() fails here until it is built from text(), secret() or opaque().
    const bad = [
      'ab\u0000cd',
      'ab\u0007cd',
      'ab\u007fcd',
      'ab\u0085cd',
      'ab\ud800cd',
      'ab\udc00cd',
    ];
    type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: object };
    const leaves = (schema: z.ZodType, path: string): [string, z.ZodType][] => {
      const def = schema._zod.def as unknown as Def;
      if (def.innerType) return leaves(def.innerType, path);
      if (def.type === 'array' && def.element) return leaves(def.element, `${path}[]`);
      if (def.type === 'object' && def.shape)
        return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
          leaves(v, `${path}.${k}`),
        );
      return [[path, schema]];
    };
    for (const call of callList) {
      for (const [path, schema] of leaves(call.request, call.name)) {
        for (const value of bad)
          expect(schema.safeParse(value).success, `${path} took ${JSON.stringify(value)}`).toBe(
            false,
          );
      }
    }
  });

  it('keeps line breaks and tabs in feedback, but no other control character', () => {
    const feedback = (content: string) =>
      calls.feedback.request.safeParse({ content, remark: 'one\ntwo' }).success;
    expect(feedback('The lobby is slow.\r\nSince\tyesterday.')).toBe(true);
    expect(feedback('The lobby is slow.\u0000 Since yesterday.')).toBe(false);
    expect(feedback('The lobby is slow.\u001b Since yesterday.')).toBe(false);
  });

  it('refuses a line break inside a one-line field, and keeps emoji and kana (pairs, not lone surrogates)', () => {
    const login = (username: string) =>
      calls.sessionLogin.request.safeParse({ username, password: 'pw', type: 'username' }).success;
    expect(login('ali\nce')).toBe(false);
    expect(login('アリス🎰')).toBe(true);
    expect(
      calls.sessionLogin.request.safeParse({
        username: 'a',
        password: 'p\u0000w',
        type: 'username',
      }).success,
    ).toBe(false);
  });

  it('takes a walletId only within the ledger id range: 1 to 2^63 − 1', () => {
    const transfer = (fromWallet: string) =>
      calls.walletTransfer.request.safeParse({ fromWallet, toWallet: 'MAIN', amount: '1' }).success;
    expect(transfer('MAIN')).toBe(true);
    expect(transfer('9999999999')).toBe(true);
    expect(transfer('9223372036854775807')).toBe(true);
    expect(transfer('9223372036854775808')).toBe(false);
    expect(transfer('99999999999999999999999')).toBe(false);
    expect(transfer('0')).toBe(false);
  });

  it('refuses a negative or non-numeric minBet in the game list (§9 slot filter)', () => {
    const list = (minBet: string) => calls.gameList.request.safeParse({ minBet }).success;
    expect(list('0')).toBe(true);
    expect(list('0.20')).toBe(true);
    expect(list('1500')).toBe(true);
    expect(list('-5')).toBe(false);
    expect(list('abc')).toBe(false);
    expect(list('1e3')).toBe(false);
  });
});
