import { useAtomValue } from 'jotai';
import { checkFieldRule, hintFor } from '@lobbykit/api-contract/rules';
import type { FieldRule, FieldRuleProblem, RegisterFieldName } from '@lobbykit/api-contract';
import { languageAtom, permissionAtom } from '@lobbykit/session';

/** Used before the permission answer arrives; the platform checks again anyway (§5). */
const fallbackRule: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: 'alphanumeric',
  acceptedPattern: '[A-Za-z0-9]*',
};

export interface FieldRuleCheck {
  /** The pattern hint with (min) and (max) filled in, in the site language (§5). */
  hint: string;
  /** Null when the value passes. */
  check: (value: string) => FieldRuleProblem | null;
}

/**
 * §5 "new password meets the rule", "username (username rule)": the merchant's registration rule
 * for the field, always required here, checked the same way the platform checks it.
 */
export function useFieldRule(field: Extract<RegisterFieldName, 'password' | 'username'>) {
  const permission = useAtomValue(permissionAtom);
  const language = useAtomValue(languageAtom);
  const rule = { ...(permission?.register.fields[field] ?? fallbackRule), enabled: true };
  return {
    hint: hintFor(rule, language),
    check: (value: string) => checkFieldRule({ ...rule, required: true }, value),
  } satisfies FieldRuleCheck;
}
