import { useAtomValue } from 'jotai';
import {
  checkFieldRule,
  checkPasswordRule,
  hintFor,
  passwordRuleOf,
} from '@lobbykit/api-contract/rules';
import type { FieldRule, FieldRuleProblem, RegisterFieldName } from '@lobbykit/api-contract';
import { languageAtom, permissionAtom } from '@lobbykit/session';

/**
 * Used before the permission answer arrives; the platform checks again anyway (§5). The password's
 * is the platform's default (ASVS 2.1), the username's §5 half-width alphanumerics.
 */
const fallbackRules: Record<'password' | 'username', FieldRule> = {
  password: {
    enabled: true,
    required: true,
    minLength: 8,
    maxLength: 128,
    patternId: 'printable',
    acceptedPattern: '\\P{Cc}*',
  },
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    patternId: 'alphanumeric',
    acceptedPattern: '[A-Za-z0-9]*',
  },
};

export interface FieldRuleCheck {
  /** The pattern hint with (min) and (max) filled in, in the site language (§5). */
  hint: string;
  /** Null when the value passes. */
  check: (value: string) => FieldRuleProblem | null;
}

/**
 * §5 "new password meets the rule", "username (username rule)": the merchant's registration rule
 * for the field, always required here, checked the same way the platform checks it. A password is
 * checked for length and characters only (checkPasswordRule); the common-password list stays on
 * the platform, which answers PASSWORD_WEAK.
 */
export function useFieldRule(field: Extract<RegisterFieldName, 'password' | 'username'>) {
  const permission = useAtomValue(permissionAtom);
  const language = useAtomValue(languageAtom);
  const rule = { ...(permission?.register.fields[field] ?? fallbackRules[field]), enabled: true };
  if (field === 'password') {
    return {
      hint: hintFor(passwordRuleOf(rule), language),
      check: (value: string) => checkPasswordRule(rule, value),
    } satisfies FieldRuleCheck;
  }
  return {
    hint: hintFor(rule, language),
    check: (value: string) => checkFieldRule({ ...rule, required: true }, value),
  } satisfies FieldRuleCheck;
}
