import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { compactDecrypt, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { JWK } from 'jose';
import type { Database } from '../../db/index';
import { platformKeys } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';

export const encryptionAlg = 'RSA-OAEP-256';
export const encryptionEnc = 'A256GCM';

export interface PlatformKey {
  kid: string;
  publicJwk: JWK;
  decrypt: (jwe: string) => Promise<unknown>;
}

/**
 * The RSA key for E calls (§7.1). Made at first start and kept in the database, so every node of a
 * cluster decrypts with the same key; the oldest row wins if two nodes race at first start.
 */
export async function loadPlatformKey(db: Database): Promise<PlatformKey> {
  let rows = await db
    .select()
    .from(platformKeys)
    .orderBy(asc(platformKeys.createdAt), asc(platformKeys.kid))
    .limit(1);
  if (rows.length === 0) {
    const { publicKey, privateKey } = await generateKeyPair(encryptionAlg, {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = randomUUID();
    await db
      .insert(platformKeys)
      .values({
        kid,
        publicJwk: { ...(await exportJWK(publicKey)), kid, alg: encryptionAlg, use: 'enc' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: encryptionAlg },
      })
      .onConflictDoNothing();
    rows = await db
      .select()
      .from(platformKeys)
      .orderBy(asc(platformKeys.createdAt), asc(platformKeys.kid))
      .limit(1);
  }
  const row = rows[0];
  if (!row) throw new Error('platform key missing after creation');
  const privateKey = await importJWK(row.privateJwk as JWK, encryptionAlg);
  const kid = row.kid;
  return {
    kid,
    publicJwk: row.publicJwk as JWK,
    async decrypt(jwe: string): Promise<unknown> {
      try {
        const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey, {
          keyManagementAlgorithms: [encryptionAlg],
          contentEncryptionAlgorithms: [encryptionEnc],
        });
        if (protectedHeader.kid !== undefined && protectedHeader.kid !== kid) {
          throw new Error('unknown kid');
        }
        return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
      } catch {
        throw new PlatformError('DECRYPTION_FAILED', 'The encrypted request could not be opened.');
      }
    },
  };
}
