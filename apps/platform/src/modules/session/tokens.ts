import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque token (ARCHITECTURE.md "Sessions"). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored as SHA-256 only. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
