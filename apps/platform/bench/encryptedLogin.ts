import { randomUUID } from 'node:crypto';
import { CompactEncrypt, importJWK } from 'jose';

/**
 * A login body encrypted as the site sends it (§7.1 E call: RSA-OAEP-256 + A256GCM to the platform
 * key), with issue 13's `iat` and `jti` so the platform opens it once. One copy for every benchmark
 * (the server side may not import the api-client, ARCHITECTURE.md's import table).
 */
export async function encryptedLoginBody(
  address: string,
  merchant: string,
  username: string,
  password: string,
): Promise<string> {
  const key = await fetch(`${address}/wps/system/publicKey`, { headers: { merchant } }).then((r) =>
    r.json(),
  );
  const jwk = await importJWK(key.value.jwk, 'RSA-OAEP-256');
  const plaintext = { username, password, type: 'username' };
  const claims = { iat: Math.floor(Date.now() / 1000), jti: randomUUID() };
  const jwe = await new CompactEncrypt(
    new TextEncoder().encode(JSON.stringify({ ...plaintext, ...claims })),
  )
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.value.kid, cty: 'json' })
    .encrypt(jwk);
  return JSON.stringify({ jwe });
}
