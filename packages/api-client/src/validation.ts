import { calls } from '@lobbykit/api-contract';
import type { CallName } from '@lobbykit/api-contract';
import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Checks the client can run on each call against the contract's schemas. The client works without
 * it (the platform validates every request with the same contract); pass it where the weight of
 * zod and every schema does not matter — tests, tools, servers — to catch a request the contract
 * refuses before it is sent and a response it does not allow.
 */
export interface ContractValidation {
  /** The value to send (the schema's output: trimmed, defaults applied); throws `ValidationError`. */
  request(name: CallName, input: unknown): unknown;
  /**
   * A multipart call's files against the contract's counts and sizes (their types are read from
   * their bytes by the platform); throws `ValidationError` naming `<part>.<index>`.
   */
  files?(name: CallName, files: Readonly<Record<string, readonly Blob[]>>): void;
  /** The response value as the contract reads it, or the reason it does not conform. */
  response(
    name: CallName,
    value: unknown,
  ): { ok: true; value: unknown } | { ok: false; cause: unknown };
}

function fieldIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(request)',
    message: issue.message,
  }));
}

/** Validation of requests and responses with the contract's zod schemas. */
export const contractValidation: ContractValidation = {
  request(name, input) {
    const parsed = calls[name].request.safeParse(input);
    if (!parsed.success) throw new ValidationError(name, fieldIssues(parsed.error));
    return parsed.data;
  },
  files(name, files) {
    const described = calls[name].files ?? {};
    for (const [part, blobs] of Object.entries(files)) {
      const limits = (described as Record<string, { maxCount: number; maxBytes: number }>)[part];
      if (!limits) {
        throw new ValidationError(name, [{ field: part, message: 'not a file part of this call' }]);
      }
      if (blobs.length > limits.maxCount) {
        throw new ValidationError(name, [
          { field: `${part}.${limits.maxCount}`, message: `at most ${limits.maxCount} files` },
        ]);
      }
      const index = blobs.findIndex((blob) => blob.size > limits.maxBytes);
      if (index >= 0) {
        throw new ValidationError(name, [
          { field: `${part}.${index}`, message: `larger than ${limits.maxBytes} bytes` },
        ]);
      }
    }
  },
  response(name, value) {
    const parsed = calls[name].response.safeParse(value);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, cause: parsed.error };
  },
};
