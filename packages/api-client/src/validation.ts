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
  response(name, value) {
    const parsed = calls[name].response.safeParse(value);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, cause: parsed.error };
  },
};
