import type { EncryptedBody, PublicKeyValue } from '@lobbykit/api-contract';
import { CompactEncrypt, importJWK } from 'jose';
import { encryptedWire } from './routes';

/** Imports the platform key once; the result is reused for every E call of a client. */
export async function importPlatformKey(key: PublicKeyValue): Promise<CryptoKey> {
  const imported = await importJWK({ ...key.jwk }, encryptedWire.alg);
  if (imported instanceof Uint8Array) throw new TypeError('The platform key is not an RSA key');
  return imported;
}

/** 128 random bits, base64url: the JWE's `jti`. */
function newJti(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The E-call body (SPEC §7.1): the JSON of the request as a compact JWE, RSA-OAEP-256 + A256GCM,
 * with the platform key's kid in the protected header. See `encryptedBodySchema` in the contract.
 * The plaintext carries `iat` (seconds, on the platform's clock: `now`) and a fresh `jti`, so the
 * platform opens it once, while it is fresh (issue 13 item 7).
 */
export async function encryptRequest(
  request: unknown,
  key: CryptoKey,
  kid: string,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const claims = { iat: Math.floor(now / 1000), jti: newJti() };
  const plaintext = new TextEncoder().encode(
    JSON.stringify({ ...(request as Record<string, unknown>), ...claims }),
  );
  const jwe = await new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: encryptedWire.alg, enc: encryptedWire.enc, kid, cty: 'json' })
    .encrypt(key);
  return { jwe };
}
