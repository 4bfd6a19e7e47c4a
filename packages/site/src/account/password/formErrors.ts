import { isApiError } from '@lobbykit/api-client';

/** Per-field messages plus one for the whole form (§8: next to the field, or in the form). */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  form: string | null;
}

export const noErrors = { fields: {}, form: null } as const;

/**
 * Puts a failed call's message next to the field the platform names (its `fields` list or the
 * code's usual field), else at the form level.
 */
export function placeFailure<Field extends string>(
  error: unknown,
  text: string,
  fieldOfCode: Partial<Record<string, Field>>,
  known: readonly Field[],
): FormErrors<Field> {
  if (isApiError(error)) {
    const named = error.fields
      .map((f) => f.field)
      .find((f): f is Field => known.includes(f as Field));
    const field = named ?? (error.errorCode ? fieldOfCode[error.errorCode] : undefined);
    if (field) return { fields: { [field]: text } as Partial<Record<Field, string>>, form: null };
  }
  return { fields: {}, form: text };
}
