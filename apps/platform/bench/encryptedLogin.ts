import { encryptRequest, importPlatformKey } from '@lobbykit/api-client';

/**
 * A login body encrypted as the site sends it (§7.1 E call, with issue 13's `iat` and `jti`), by
 * the api-client's own encryption, so the benchmarks never drift from the client.
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
  const body = await encryptRequest(
    { username, password, type: 'username' },
    await importPlatformKey(key.value),
    key.value.kid,
  );
  return JSON.stringify(body);
}
