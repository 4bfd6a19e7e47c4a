import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError, ValidationError } from './errors';
import { contractValidation } from './validation';

/** A fetch that fails the test if the client sends anything: invalid requests never leave. */
const neverFetch: typeof fetch = () => {
  throw new Error('a request was sent');
};

const client = createApiClient({
  baseUrl: 'http://127.0.0.1:9',
  merchant: 'sakura',
  getToken: () => null,
  getLanguage: () => 'EN',
  fetch: neverFetch,
  validation: contractValidation,
});

async function validationErrorOf(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ValidationError))
    throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error;
}

describe('createApiClient with contractValidation', () => {
  it('refuses a login without a password before sending it, naming the field (§5)', async () => {
    const error = await validationErrorOf(
      // @ts-expect-error password is required by the contract
      client.sessionLogin({ username: 'alice', type: 'username' }),
    );
    expect(error.callName).toBe('sessionLogin');
    expect(error.fields.map((f) => f.field)).toEqual(['password']);
    expect(error.message).toContain('password');
  });

  it('refuses a username that is only spaces, since values are trimmed (§5)', async () => {
    const error = await validationErrorOf(
      client.sessionLogin({ username: '   ', password: 'x', type: 'username' }),
    );
    expect(error.fields.map((f) => f.field)).toEqual(['username']);
  });

  it('refuses a phone number of 7 digits for an SMS code (§5 phone 8 to 11 digits)', async () => {
    const error = await validationErrorOf(
      client.verificationSmsNoLogin({ mobileNum: '1234567', countryDialingCode: '81' }),
    );
    expect(error.fields.map((f) => f.field)).toEqual(['mobileNum']);
  });

  it('refuses a fourth feedback image before sending it, naming images.3 (§5, issue 13 item 5)', async () => {
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    const error = await validationErrorOf(
      client.feedback({ content: 'the lobby is slow today', images: [image, image, image, image] }),
    );
    expect(error.fields.map((f) => f.field)).toEqual(['images.3']);
  });

  it('refuses a feedback image over 5 MB before sending it (§5, issue 13 item 5)', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    const error = await validationErrorOf(
      client.feedback({ content: 'the lobby is slow today', images: [big] }),
    );
    expect(error.fields.map((f) => f.field)).toEqual(['images.0']);
  });

  it('refuses fields the contract does not know', async () => {
    const error = await validationErrorOf(
      // @ts-expect-error admin is not a field of the login payload
      client.sessionLogin({ username: 'a', password: 'b', type: 'username', admin: true }),
    );
    expect(error.fields.length).toBe(1);
  });
});

describe('createApiClient typing', () => {
  it('types each function from the contract table', () => {
    expectTypeOf(client.memberInfo).toBeCallableWith();
    expectTypeOf(client.sessionLogin).parameter(0).toHaveProperty('password');
    // @ts-expect-error a call with input needs its request
    expectTypeOf(client.sessionLogin).toBeCallableWith();
    expectTypeOf<Awaited<ReturnType<typeof client.memberInfo>>>().toHaveProperty('vipLevel');
    expectTypeOf<Awaited<ReturnType<typeof client.sessionLogin>>>().toHaveProperty('token');
  });
});

/** A fetch that records each request and answers with `body` (the platform's envelope). */
function answering(body: unknown, status = 200) {
  const sent: { request: Request; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ request, body: await request.clone().text() });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetch };
}

function leanClient(fetch: typeof globalThis.fetch) {
  return createApiClient({
    baseUrl: 'http://platform.test',
    merchant: 'SAKURA01',
    getToken: () => 'token-1',
    getLanguage: () => 'JA',
    fetch,
  });
}

describe('createApiClient without validation (the browser site)', () => {
  it('sends the request as given and leaves checking it to the platform', async () => {
    const { sent, fetch } = answering({ success: true, value: null });
    await leanClient(fetch).memberLanguage({ language: 'JA' });
    expect(sent).toHaveLength(1);
    const { request, body } = sent[0] ?? { request: new Request('about:blank'), body: '' };
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/wps/member/language');
    expect(request.headers.get('Authorization')).toBe('token-1');
    expect(request.headers.get('Merchant')).toBe('SAKURA01');
    expect(request.headers.get('Language')).toBe('JA');
    expect(JSON.parse(body)).toEqual({ language: 'JA' });
  });

  it('sends the token on an optional-token call when there is one, and none without (§7.4 player notices)', async () => {
    const { sent, fetch } = answering({
      success: true,
      value: { banners: [], player: [], promotion: [] },
    });
    await leanClient(fetch).noticeList({});
    await createApiClient({
      baseUrl: 'http://platform.test',
      merchant: 'SAKURA01',
      getToken: () => null,
      getLanguage: () => 'JA',
      fetch,
    }).noticeList({});
    expect(sent.map(({ request }) => request.headers.get('Authorization'))).toEqual([
      'token-1',
      null,
    ]);
  });

  it('puts GET fields in the query string', async () => {
    const { sent, fetch } = answering({ success: true, value: { list: [] } });
    await leanClient(fetch)
      .hotGames({ pageNo: 2 } as never)
      .catch(() => undefined);
    expect(new URL(sent[0]?.request.url ?? '').searchParams.get('pageNo')).toBe('2');
  });

  it("reads the platform's failure envelope into an ApiError with its fields", async () => {
    const { fetch } = answering(
      {
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: [{ field: 'username', message: 'Too short' }],
        captchaRequired: true,
      },
      400,
    );
    const error = await leanClient(fetch)
      .sessionLogin({ username: 'a', password: 'b', type: 'username' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      errorCode: 'VALIDATION_FAILED',
      status: 400,
      fields: [{ field: 'username', message: 'Too short' }],
      captchaRequired: true,
    });
  });

  it('treats an answer that is not an envelope as a server error', async () => {
    const { fetch } = answering({ ok: true });
    const error = await leanClient(fetch)
      .memberInfo()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', errorCode: 'INTERNAL_ERROR' });
  });

  it('with contractValidation, refuses a value the contract does not allow', async () => {
    const { fetch } = answering({ success: true, value: { unexpected: true } });
    const error = await createApiClient({
      baseUrl: 'http://platform.test',
      merchant: 'SAKURA01',
      getToken: () => 'token-1',
      getLanguage: () => 'JA',
      fetch,
      validation: contractValidation,
    })
      .memberInfo()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', errorCode: 'INTERNAL_ERROR' });
  });
});

describe('multipart calls (§5, issue 13 item 5)', () => {
  it('sends feedback as multipart/form-data: the text fields, then each image as a file part', async () => {
    const forms: { request: Request; form: FormData }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      forms.push({ request, form: await request.clone().formData() });
      return new Response(JSON.stringify({ success: true, value: { id: '7' } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'a.png',
      {
        type: 'image/png',
      },
    );
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', {
      type: 'image/jpeg',
    });
    const answer = await leanClient(fetch).feedback({
      content: 'the lobby is slow today',
      remark: 'call me',
      images: [png, jpeg],
    });
    expect(answer).toEqual({ id: '7' });
    const { request, form } = forms[0] ?? {
      request: new Request('about:blank'),
      form: new FormData(),
    };
    expect(request.method).toBe('PUT');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Merchant')).toBe('SAKURA01');
    expect(form.get('content')).toBe('the lobby is slow today');
    expect(form.get('remark')).toBe('call me');
    const images = form.getAll('images') as File[];
    expect(images.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(new Uint8Array(await (images[0] ?? new Blob()).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    // No JSON and no base64 anywhere.
    expect([...form.keys()].sort()).toEqual(['content', 'images', 'images', 'remark']);
  });

  it('sends a feedback without images as text parts only', async () => {
    const forms: FormData[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      forms.push(await request.formData());
      return new Response(JSON.stringify({ success: true, value: { id: '8' } }));
    };
    await leanClient(fetch).feedback({ content: 'the lobby is slow today' });
    expect([...(forms[0]?.keys() ?? [])]).toEqual(['content']);
  });
});

describe('download (the CSV exports, issue 14 item 6)', () => {
  function recording(answer: () => Response) {
    const sent: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      merchant: 'sakura',
      getToken: () => 'tok-1',
      getLanguage: () => 'JA',
      fetch: async (input, init) => {
        sent.push(new Request(input, init));
        return answer();
      },
    });
    return { api, sent };
  }

  it("sends the list call's filters with the token to the export's path and answers the file", async () => {
    const { api, sent } = recording(
      () => new Response('time,round id\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const blob = await api.download('bettingRecord', {
      from: '2026-11-20T00:00:00.000Z',
      category: 'RNG',
    });
    expect(await blob.text()).toBe('time,round id\n');
    const request = sent[0];
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/wps/member/records/bets.csv');
    expect(url.searchParams.get('category')).toBe('RNG');
    expect(request?.headers.get('authorization')).toBe('tok-1');
    expect(request?.headers.get('merchant')).toBe('sakura');
    expect(request?.headers.get('language')).toBe('JA');
  });

  it('throws the ApiError of a refusal, its code kept', async () => {
    const { api } = recording(() =>
      Response.json(
        {
          success: false,
          errorCode: 'REAL_ACCOUNT_REQUIRED',
          message: 'A real account is needed.',
        },
        { status: 403 },
      ),
    );
    const error = await api.download('memberTransactions', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    expect((error as ApiError).callName).toBe('memberTransactions');
  });

  it('types an export by its list call: no cursor', () => {
    const { api } = recording(() => new Response(''));
    expectTypeOf(api.download<'bettingRecord'>)
      .parameter(1)
      .not.toHaveProperty('cursor');
  });
});

describe('createApiClient onUnauthenticated (§4: a session the platform no longer knows ends)', () => {
  /** A client whose token the test changes, answering every call "session expired" once released. */
  function expiring() {
    let token: string | null = 'token-old';
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ended: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      merchant: 'SAKURA01',
      getToken: () => token,
      getLanguage: () => 'EN',
      fetch: async () => {
        await released;
        return Response.json(
          { success: false, errorCode: 'SESSION_EXPIRED', message: 'Session expired' },
          { status: 401 },
        );
      },
      onUnauthenticated: (error) => ended.push(error.callName),
    });
    return {
      api,
      ended,
      release,
      setToken: (value: string | null) => {
        token = value;
      },
    };
  }

  it('ends the session when the refused token is still the current one', async () => {
    const { api, ended, release } = expiring();
    const call = api.memberInfo().catch((e: unknown) => e);
    release();
    expect(await call).toMatchObject({ kind: 'unauthenticated', errorCode: 'SESSION_EXPIRED' });
    expect(ended).toEqual(['memberInfo']);
  });

  it('leaves a newer session alone when the refusal answers a token already replaced', async () => {
    const { api, ended, release, setToken } = expiring();
    const call = api.memberInfo().catch((e: unknown) => e);
    // The player logged in again while the old token's call was on its way.
    setToken('token-new');
    release();
    expect(await call).toMatchObject({ kind: 'unauthenticated', errorCode: 'SESSION_EXPIRED' });
    expect(ended).toEqual([]);
  });
});
