import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { ApiError, createApiClient } from '@lobbykit/api-client';
import type { ApiClientOptions } from '@lobbykit/api-client';
import { failureEnvelopeSchema } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha, testPlatform, uniqueName } from '../platform/helpers';

// The client against the real platform over real HTTP (PGlite in memory, or a fresh PostgreSQL
// database when DATABASE_URL is set).

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await testPlatform('client');
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** Real fetch that also records each request, to count what the client actually sent. */
function recordingFetch() {
  const sent: { method: string; path: string; headers: Headers }[] = [];
  const wrapped: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
    });
    return globalThis.fetch(input, init);
  };
  return { sent, fetch: wrapped };
}

function clientFor(overrides: Partial<ApiClientOptions> = {}) {
  const state = { token: null as string | null, unauthenticated: 0 };
  const api = createApiClient({
    baseUrl,
    merchant: 'ALPHA01',
    getToken: () => state.token,
    getLanguage: () => 'EN',
    onUnauthenticated: () => {
      state.unauthenticated += 1;
    },
    ...overrides,
  });
  return { api, state };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** A registration with a solved captcha (issue 13 item 2: every registration asks one). */
async function registration(username: string, password: string) {
  return {
    ...(await solvedCaptcha(app)),
    username,
    password,
    confirmPassword: password,
    domain: 'alpha.example',
    registerUrl: 'https://alpha.example/register',
    registerMethod: 'WEB' as const,
    login: true as const,
  };
}

describe('api-client against the platform', () => {
  it('registers, logs in, reads member info, changes password; the old token then answers unauthenticated (§4)', async () => {
    const { api, state } = clientFor();
    const username = uniqueName('cli');

    const registered = await api.memberRegister(await registration(username, 'first123'));
    expect(registered.member.account).toBe(username);
    expect(registered.token.length).toBeGreaterThan(20);

    const login = await api.sessionLogin({ username, password: 'first123', type: 'username' });
    state.token = login.token;
    const info = await api.memberInfo();
    expect(info.account).toBe(username);
    expect(info.vipLevel).toBeGreaterThanOrEqual(1);

    await api.memberPassword({
      oldPassword: 'first123',
      newPassword: 'second123',
      confirmNewPassword: 'second123',
    });
    const revoked = await apiErrorOf(api.memberInfo());
    expect(revoked.kind).toBe('unauthenticated');
    expect(revoked.status).toBe(401);
    expect(state.unauthenticated).toBe(1);

    const old = await apiErrorOf(
      api.sessionLogin({ username, password: 'first123', type: 'username' }),
    );
    expect(old.kind).toBe('server');
    expect(old.errorCode).toBe('INVALID_CREDENTIALS');

    state.token = (
      await api.sessionLogin({ username, password: 'second123', type: 'username' })
    ).token;
    expect((await api.memberInfo()).account).toBe(username);
    await api.sessionLogout();
    expect((await apiErrorOf(api.memberInfo())).kind).toBe('unauthenticated');
  });

  it('answers a wrong password and an unknown account alike (§8, no account discovery)', async () => {
    const { api } = clientFor();
    const username = uniqueName('cli');
    await api.memberRegister(await registration(username, 'right123'));
    const wrong = await apiErrorOf(
      api.sessionLogin({ username, password: 'wrong123', type: 'username' }),
    );
    const unknown = await apiErrorOf(
      api.sessionLogin({ username: uniqueName('nobody'), password: 'wrong123', type: 'username' }),
    );
    expect([wrong.errorCode, wrong.message, wrong.status]).toEqual([
      unknown.errorCode,
      unknown.message,
      unknown.status,
    ]);
    expect(wrong.errorCode).toBe('INVALID_CREDENTIALS');
  });

  it('surfaces a field rule failure with the field named (§5)', async () => {
    const { api } = clientFor();
    const error = await apiErrorOf(api.memberRegister(await registration('ab', 'first123')));
    expect(error.kind).toBe('server');
    expect(error.errorCode).toBe('FIELD_RULE_FAILED');
    expect(error.fields.map((f) => f.field)).toContain('username');
  });

  it('refuses an E call sent without encryption (§7.1 E)', async () => {
    const response = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'ALPHA01' },
      body: JSON.stringify({ username: 'someone', password: 'secret123', type: 'username' }),
    });
    expect(response.status).toBe(400);
    const envelope = failureEnvelopeSchema.parse(await response.json());
    expect(envelope.errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it('reads the public system calls and each value matches the contract', async () => {
    const { api } = clientFor();
    expect([0, 1, 2]).toContain((await api.systemStatus()).status);
    const route = await api.systemDomainRoute({ host: 'alpha.example' });
    expect(route.merchantCode).toBe('ALPHA01');
    expect((await api.systemRegisterSetting()).fields.username.enabled).toBe(true);
    expect((await api.captcha()).captchaId.length).toBeGreaterThan(0);
    expect((await api.systemPublicKey()).alg).toBe('RSA-OAEP-256');
    await api.systemHelpCenter({ lang: 'EN', device: 'WEB' });
    await api.systemCountryCodes();
  });

  it('sends the Merchant, Language and Device headers and the bare token (§7.1)', async () => {
    const recorder = recordingFetch();
    const { api, state } = clientFor({ fetch: recorder.fetch });
    const username = uniqueName('cli');
    state.token = (await api.memberRegister(await registration(username, 'first123'))).token;
    await api.memberInfo();
    const info = recorder.sent.find((r) => r.path === '/wps/member/info');
    expect(info?.headers.get('merchant')).toBe('ALPHA01');
    expect(info?.headers.get('language')).toBe('EN');
    expect(info?.headers.get('device')).toBe('web');
    expect(info?.headers.get('authorization')).toBe(state.token);
  });

  it('fetches the platform key once per client for all E calls', async () => {
    const recorder = recordingFetch();
    const { api } = clientFor({ fetch: recorder.fetch });
    const username = uniqueName('cli');
    await api.memberRegister(await registration(username, 'first123'));
    await api.sessionLogin({ username, password: 'first123', type: 'username' });
    await api.sessionLogin({ username, password: 'first123', type: 'username' });
    expect(recorder.sent.filter((r) => r.path === '/wps/system/publicKey')).toHaveLength(1);
    const login = recorder.sent.find((r) => r.path === '/wps/session/login');
    expect(login?.headers.get('x-encrypted')).toBe('1');
  });

  it('moves a session through a single-use hand-off code instead of a token in the URL (§4)', async () => {
    const { api, state } = clientFor();
    const username = uniqueName('cli');
    state.token = (await api.memberRegister(await registration(username, 'first123'))).token;
    const { code } = await api.sessionHandoff();

    const other = clientFor();
    other.state.token = (await other.api.sessionHandoffExchange({ code })).token;
    expect((await other.api.memberInfo()).account).toBe(username);

    const again = await apiErrorOf(other.api.sessionHandoffExchange({ code }));
    expect(again.errorCode).toBe('HANDOFF_INVALID');
  });

  it('sends no token-needing call without a token, and does not log out for it', async () => {
    const { api, state } = clientFor();
    const error = await apiErrorOf(api.memberInfo());
    expect(error.kind).toBe('unauthenticated');
    expect(state.unauthenticated).toBe(0);
  });
});

describe('api-client failure kinds', () => {
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('reports timeout when the platform accepts the connection but never answers', async () => {
    const { api } = clientFor({
      baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 300,
    });
    const error = await apiErrorOf(api.systemStatus());
    expect(error.kind).toBe('timeout');
  });

  it('reports network when nothing listens on the port ("network abnormal", §8)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { api } = clientFor({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await apiErrorOf(api.systemStatus());
    expect(error.kind).toBe('network');
  });

  // Retries are the query layer's (session's platformQuery retries reads, never mutations): a
  // client that also retried would multiply them.
  it('sends every call once, GET or POST, when the platform cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const recorder = recordingFetch();
    const { api } = clientFor({ baseUrl: `http://127.0.0.1:${port}`, fetch: recorder.fetch });
    await apiErrorOf(api.systemStatus());
    await apiErrorOf(
      api.verificationSmsNoLogin({ mobileNum: '09012345678', countryDialingCode: '81' }),
    );
    expect(recorder.sent.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(recorder.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
