import { z } from 'zod';

/**
 * Wire form of an E call (SPEC §7.1 "E = encrypted payload"), shared by the client and the server:
 *
 *   POST/PUT <path>
 *   Content-Type: application/json
 *   X-Encrypted: 1
 *   { "jwe": "<compact JWE>" }
 *
 * The JWE is compact serialisation, protected header `{ alg: "RSA-OAEP-256", enc: "A256GCM",
 * kid, cty: "json" }`, encrypted to the platform's RSA public key from `GET /wps/system/publicKey`.
 * Its plaintext is the UTF-8 JSON of the call's request object, exactly what a plain call would
 * send as its body, plus two claims against replay (issue 13 item 7): `iat`, when it was made in
 * seconds since the epoch on the platform's clock (the client corrects its own by `serverTime` of
 * the public key), and `jti`, a random id. The server refuses a plain body on an E call with
 * ENCRYPTION_REQUIRED, a JWE it cannot open (unknown kid, wrong alg/enc, tampered) with
 * DECRYPTION_FAILED, one without the claims or older than `encryptedRequestLifetime` with
 * REQUEST_EXPIRED, and one whose jti it has already seen with REQUEST_REPLAYED.
 */
export const ENCRYPTION_ALG = 'RSA-OAEP-256';
export const ENCRYPTION_ENC = 'A256GCM';
export const ENCRYPTED_HEADER = 'X-Encrypted';
export const ENCRYPTED_HEADER_VALUE = '1';
export const ENCRYPTED_CONTENT_TYPE = 'application/json';

/** How long an E-call JWE may be opened after its `iat`, and the clock difference allowed. */
export const encryptedRequestLifetime = { seconds: 300, skewSeconds: 60 } as const;

/** `jti`: at least 128 random bits, base64url or a UUID. */
export const jtiPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** Compact JWE: five base64url parts separated by dots. */
export const compactJweSchema = z
  .string()
  .max(1024 * 1024)
  .regex(
    /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
    'a compact JWE',
  );

export const encryptedBodySchema = z
  .strictObject({ jwe: compactJweSchema })
  .meta({ id: 'EncryptedBody', description: 'Body of an E call: the request as a compact JWE.' });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const rsaPublicJwkSchema = z.looseObject({
  kty: z.literal('RSA'),
  n: z.string().max(2048),
  e: z.string().max(16),
  kid: z.string().max(128).optional(),
  alg: z.literal(ENCRYPTION_ALG).optional(),
  use: z.literal('enc').optional(),
});

export const publicKeyValueSchema = z.object({
  kid: z.string().min(1).max(128),
  alg: z.literal(ENCRYPTION_ALG),
  enc: z.literal(ENCRYPTION_ENC),
  jwk: rsaPublicJwkSchema,
  /** The platform's clock in milliseconds since the epoch, so a client sets `iat` on it. */
  serverTime: z.number().int().nonnegative().optional(),
});
export type PublicKeyValue = z.infer<typeof publicKeyValueSchema>;
