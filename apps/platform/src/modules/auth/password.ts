import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/** OWASP argon2id parameters (ARCHITECTURE.md "Sessions", STACK.md): m=19456 KiB, t=2, p=1. */
export const argon2Options = {
  // Algorithm.Argon2id; the const enum cannot be read under verbatimModuleSyntax.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** How many argon2 computations this process has run; tests and the benchmark read it. */
export const hashCounter = { count: 0 };

export async function hashPassword(password: string): Promise<string> {
  hashCounter.count += 1;
  return hash(password, argon2Options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  hashCounter.count += 1;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so an unknown account costs the same
 * time as a wrong password and the timing tells nothing.
 */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash('lobbykit-dummy-password', argon2Options);
  await verifyPassword(await dummyHash, password);
}
