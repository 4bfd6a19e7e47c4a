import { z } from 'zod';

/**
 * Building blocks for request schemas. Every string has a length limit; text a person types is
 * trimmed (§5 "values trimmed"). Every string of a request refuses control characters and lone
 * surrogates (issue 13): a person never types them, PostgreSQL refuses a NUL in text (it answered
 * HTTP 500), and a lone surrogate is silently stored as U+FFFD, so the value read back is not the
 * one sent. Build request strings from these, never from a bare `z.string()`.
 */

/** Unicode Cc: the C0 controls (NUL to U+001F), DEL and the C1 controls. */
const controlCharacter = /\p{Cc}/u;
/** The same, apart from tab, line feed and carriage return, for text with lines (feedback). */
const controlCharacterBesidesLineBreaks = /(?![\t\n\r])\p{Cc}/u;
/** With the u flag a surrogate (Cs) matches only when it is not half of a pair. */
const loneSurrogate = /\p{Cs}/u;

export interface TextOptions {
  /** Keeps tab, line feed and carriage return (a message of several lines). */
  multiline?: boolean;
}

/** Refuses control characters and lone surrogates in a string schema (§5, §8 field error). */
export function printable(schema: z.ZodString, options: TextOptions = {}): z.ZodString {
  const control = options.multiline ? controlCharacterBesidesLineBreaks : controlCharacter;
  return schema
    .refine((v) => !control.test(v), { message: 'no control characters', abort: true })
    .refine((v) => !loneSurrogate.test(v), { message: 'not valid Unicode text', abort: true });
}

export function text(min: number, max: number, options: TextOptions = {}) {
  return printable(z.string().trim().min(min).max(max), options);
}

/** A secret is never trimmed: a space may be part of it. */
export function secret(min: number, max: number) {
  return printable(z.string().min(min).max(max));
}

/**
 * A string a program makes (a token of the human-verification service, a Firebase ID token, an
 * idempotency key): never trimmed, never with a control character.
 */
export function opaque(min: number, max: number) {
  return printable(z.string().min(min).max(max));
}

/** §5, §9: a phone number is 8 to 11 digits. */
export const mobileNumSchema = z
  .string()
  .trim()
  .regex(/^\d{8,11}$/, '8 to 11 digits')
  .meta({ description: 'Mobile number without the country code: 8 to 11 digits (§5).' });

/** Country dialling code, digits only, e.g. `81` for Japan. */
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, '1 to 4 digits')
  .meta({ description: 'Country dialling code without +, e.g. "81".' });

/** §5: verification code length 0-255. */
export const verificationCodeSchema = text(0, 255);

export const languageSchema = z
  .enum(['EN', 'JA'])
  .meta({ description: 'Site language (§9: EN and JA).' });

/** Output of the human-verification service that runs before login, registration and code sending (§7.4). */
export const humanVerificationTokenSchema = opaque(0, 4096).optional().meta({
  description: 'Token from the human-verification service (§7.4), when the brand uses one.',
});

/** Calls without input still refuse unknown fields. */
/** A row id in a JSON body: the database's 32-bit serial, so nothing larger reaches a query. */
export const rowIdSchema = z.number().int().min(1).max(2_147_483_647);

export const noInput = z.strictObject({});

/** Calls whose success carries nothing. */
export const noValue = z.null();
