import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompactEncrypt, importJWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildPlatform } from '../../src/app';
import type { PlatformConfig } from '../../src/config';
import { createDatabase } from '../../src/db/index';
import type { DatabaseHandle } from '../../src/db/index';
import type { Member } from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/auth/password';
import { sha256 } from '../../src/modules/session/tokens';

export const fixtureBrands = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/brands');
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** PGlite in memory, or with DATABASE_URL a fresh PostgreSQL database for this file. */
export async function openDatabase(label: string): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return createDatabase({ dataDir: 'memory://' });
  const name = `p_${label}_${process.pid}_${Date.now().toString(36)}`
    .replace(/\W/g, '_')
    .toLowerCase();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: target.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}

export async function testPlatform(
  label: string,
  config: Partial<PlatformConfig> = {},
): Promise<FastifyInstance> {
  const database = await openDatabase(label);
  return buildPlatform({
    brandsDir: fixtureBrands,
    database,
    // The lottery job (issue 16) runs only where a test asks for it (test/lottery/cli.test.ts).
    config: { checkResponses: true, lotteryJobEveryMs: 0, sportsJobEveryMs: 0, ...config },
  });
}

export interface CallOptions {
  merchant?: string | null;
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Record<string, unknown>;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.merchant !== null) headers.merchant = options.merchant ?? 'ALPHA01';
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, json: response.json(), headers: response.headers };
}

/**
 * Encrypts a request body the way the client does: a compact JWE to the platform public key, the
 * plaintext carrying `iat` (now) and a fresh `jti` (issue 13 item 7); `claims` overrides them
 * (`null` leaves them out).
 */
export async function encrypted(
  app: FastifyInstance,
  body: unknown,
  claims: { iat?: number; jti?: string } | null = {},
): Promise<{ jwe: string }> {
  const answer = await call(app, 'GET', '/wps/system/publicKey');
  const key = await importJWK(answer.json.value.jwk, 'RSA-OAEP-256');
  const plaintext =
    claims === null
      ? body
      : {
          ...(body as object),
          iat: Math.floor(Date.now() / 1000),
          jti: randomBytes(16).toString('base64url'),
          ...claims,
        };
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(plaintext)))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: answer.json.value.kid,
      cty: 'json',
    })
    .encrypt(key);
  return { jwe };
}

let seq = 0;
export function uniqueName(prefix = 'user'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${seq}`;
}

export async function seedMember(
  app: FastifyInstance,
  merchantCode: string,
  values: Partial<Member> & { password?: string } = {},
): Promise<Member & { password: string }> {
  const merchant = await app.repos.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const password = values.password ?? 'secret123';
  const { password: _p, ...rest } = values;
  const member = await app.repos.members.create({
    merchantId: merchant.id,
    account: uniqueName(),
    passwordHash: await hashPassword(password),
    ...rest,
  });
  return { ...member, password };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  merchant = 'ALPHA01',
  extra: Record<string, unknown> = {},
  ip?: string,
): Promise<Answer> {
  return call(app, 'POST', '/wps/session/login', {
    merchant,
    ...(ip ? { ip } : {}),
    body: await encrypted(app, { username, password, type: 'username', ...extra }),
  });
}

/** Reads the answer of a captcha from its stored hash (4 digits: 10,000 tries at most). */
export async function solveCaptcha(app: FastifyInstance, captchaId: string): Promise<string> {
  const { captchas } = await import('../../src/db/schema/index');
  const { eq } = await import('drizzle-orm');
  const rows = await app.db.select().from(captchas).where(eq(captchas.id, captchaId));
  const hash = rows[0]?.answerHash;
  for (let n = 0; n < 10_000; n += 1) {
    const answer = String(n).padStart(4, '0');
    if (sha256(`${captchaId}:${answer}`) === hash) return answer;
  }
  throw new Error('captcha not found');
}

/**
 * A solved captcha for a registration body (issue 13 item 2: registration always asks one). Made
 * through the repository, not `GET /wps/captcha`, so the §9 one-a-second refresh limit does not
 * stand between a test's registrations.
 */
export async function solvedCaptcha(
  app: FastifyInstance,
  merchantCode = 'ALPHA01',
): Promise<{ captchaId: string; captcha: string }> {
  const merchant = await app.repos.merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const { captchaId, answer } = await app.repos.captchas.create(merchant.id);
  return { captchaId, captcha: answer };
}

/** The code of the newest SMS in the outbox to a number. */
export async function lastSmsCode(app: FastifyInstance, to: string): Promise<string> {
  const messages = await app.repos.outbox.latest(50);
  const found = messages.find((m) => m.channel === 'sms' && m.to === to);
  const code = found?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}

/** A part of a multipart/form-data body: a text field, or a file with its bytes. */
export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export const formBoundary = 'lobbykit-test-boundary';

/** The head of one part, up to the blank line before its value. */
export function partHead(part: FormPart, boundary = formBoundary): Buffer {
  const disposition =
    'filename' in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
      : `form-data; name="${part.name}"`;
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: readonly FormPart[], boundary = formBoundary): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      partHead(part, boundary),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** Sends a multipart call (the feedback call's form) through `inject`. */
export async function callMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  parts: readonly FormPart[],
  options: Omit<CallOptions, 'body' | 'query'> = {},
): Promise<Answer> {
  return call(app, method, url, {
    ...options,
    headers: {
      'content-type': `multipart/form-data; boundary=${formBoundary}`,
      ...options.headers,
    },
    body: multipartBody(parts),
  });
}
