import { z } from 'zod';

/**
 * Building blocks for request schemas. Every string has a length limit; text a person types is
 * trimmed (§5 "values trimmed").
 */
export function text(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}

/** A secret is never trimmed: a space may be part of it. */
export function secret(min: number, max: number) {
  return z.string().min(min).max(max);
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
export const verificationCodeSchema = z.string().trim().max(255);

export const languageSchema = z
  .enum(['EN', 'JA'])
  .meta({ description: 'Site language (§9: EN and JA).' });

/** Output of the human-verification service that runs before login, registration and code sending (§7.4). */
export const humanVerificationTokenSchema = z.string().max(4096).optional().meta({
  description: 'Token from the human-verification service (§7.4), when the brand uses one.',
});

/** Calls without input still refuse unknown fields. */
export const noInput = z.strictObject({});

/** Calls whose success carries nothing. */
export const noValue = z.null();
