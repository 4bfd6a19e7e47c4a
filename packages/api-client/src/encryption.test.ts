import { encryptedBodySchema, jtiPattern } from '@lobbykit/api-contract';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest, importPlatformKey } from './encryption';

async function platformKeyPair() {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) throw new Error('expected an RSA JWK');
  const value = {
    kid: 'k-2026-11',
    alg: 'RSA-OAEP-256' as const,
    enc: 'A256GCM' as const,
    jwk: { kty: 'RSA' as const, n: jwk.n, e: jwk.e },
  };
  return { value, privateKey };
}

type KeyPair = Awaited<ReturnType<typeof platformKeyPair>>;
let pair: KeyPair;
let otherPair: KeyPair;

// RSA key generation searches for primes: seconds on a busy 2-core machine, so it runs once here
// with room to spare instead of inside each test's 5-second limit.
beforeAll(async () => {
  [pair, otherPair] = await Promise.all([platformKeyPair(), platformKeyPair()]);
}, 60_000);

describe('E-call encryption (§7.1 E)', () => {
  it('produces a body the platform opens with its private key to the request JSON with iat and jti', async () => {
    const { value, privateKey } = pair;
    const request = { username: 'alice', password: 'pässwörd 1', type: 'username' };
    const now = Date.UTC(2026, 10, 24, 12, 0, 0, 700);
    const body = await encryptRequest(request, await importPlatformKey(value), value.kid, now);

    expect(encryptedBodySchema.safeParse(body).success).toBe(true);
    const { plaintext, protectedHeader } = await compactDecrypt(body.jwe, privateKey);
    const { iat, jti, ...sent } = JSON.parse(new TextDecoder().decode(plaintext));
    expect(sent).toEqual(request);
    // Issue 13 item 7: when it was made (seconds, on the clock given) and a random id.
    expect(iat).toBe(Math.floor(now / 1000));
    expect(jti).toMatch(jtiPattern);
    expect(protectedHeader).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: 'k-2026-11',
    });
  });

  it('cannot be opened with another key pair', async () => {
    const platform = pair;
    const other = otherPair;
    const body = await encryptRequest({ a: 1 }, await importPlatformKey(platform.value), 'k');
    await expect(compactDecrypt(body.jwe, other.privateKey)).rejects.toThrow();
  });

  it('encrypts the same request differently each time, so a body cannot be recognised', async () => {
    const { value } = pair;
    const key = await importPlatformKey(value);
    const a = await encryptRequest({ password: 'same' }, key, value.kid);
    const b = await encryptRequest({ password: 'same' }, key, value.kid);
    expect(a.jwe).not.toBe(b.jwe);
    const jtiOf = async (jwe: string) =>
      JSON.parse(new TextDecoder().decode((await compactDecrypt(jwe, pair.privateKey)).plaintext))
        .jti;
    expect(await jtiOf(a.jwe)).not.toBe(await jtiOf(b.jwe));
  });
});
