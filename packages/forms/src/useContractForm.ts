import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type {
  DefaultValues,
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@lobbykit/session';
import type { ErrorCode } from '@lobbykit/api-contract';
import { errorCodeMessages } from '@lobbykit/session/errors';
import { errorMessage } from './errorMessages';

/**
 * What is wrong with a field, whether the contract's schema, a brand rule (§5) or a check across
 * fields found it. `pattern` is a brand rule's pattern; `format` is the contract's own format.
 */
export type FieldProblem =
  'required' | 'tooShort' | 'tooLong' | 'pattern' | 'format' | 'mismatch' | 'unchecked';

/** Already translated messages by field and problem; a missing one falls back to a generic one. */
export type FieldMessages<Name extends string> = Partial<
  Record<Name, Partial<Record<FieldProblem, string>>>
>;

/** Where a platform field name differs from the form's (`mobileNo` for `mobileNum`). */
export type FieldAliases<Name extends string> = Partial<Record<string, Name>>;

export interface ContractFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /**
   * The contract's request schema for this form (`calls.x.request.pick({...})`, extended for
   * fields the call does not carry, like a confirmation): the form checks what the platform
   * checks.
   */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /**
   * Checks the schema cannot make alone: the brand's registration rules (§3, §5) and checks across
   * fields (confirmation equals password). Runs on the raw values every time; a field the schema
   * already refused keeps the schema's problem.
   */
  check?: (values: z.input<Schema>) => Partial<Record<Path<z.input<Schema>>, FieldProblem>>;
  messages?: FieldMessages<Path<z.input<Schema>>>;
  /** Error codes whose message belongs next to a field when the platform names no field. */
  fieldOfCode?: Partial<Record<ErrorCode, Path<z.input<Schema>>>>;
  aliases?: FieldAliases<Path<z.input<Schema>>>;
  /** The call. What it throws goes next to the named field, else to the form's alert. */
  onSubmit: (values: z.output<Schema>) => Promise<void>;
}

export interface ContractForm<In extends FieldValues, Out extends FieldValues> {
  form: UseFormReturn<In, unknown, Out>;
  /** Spread on the `<form>`: the ref (for focus), `noValidate` and the submit handler. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent) => void;
  };
  /** The form-level message (a failure no field owns), for `FormAlert`. */
  formError: string | undefined;
  busy: boolean;
  /** Puts a failure where the player looks and focuses the first invalid field. */
  showFailure: (error: unknown) => void;
  /**
   * Focuses the first field marked invalid, in the order the form shows them, once the next render
   * is on the page: call it with the change that marks a field (`setError`).
   */
  focusFirstInvalid: () => void;
}

const zodProblem = (error: FieldError, value: unknown): FieldProblem => {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return 'required';
  switch (error.type) {
    case 'too_small':
      return 'tooShort';
    case 'too_big':
      return 'tooLong';
    default:
      return 'format';
  }
};

/**
 * One way to do a form (issue 12): react-hook-form with its zod resolver on the contract's request
 * schema plus the brand's rules, messages in the site language, the platform's failures mapped to
 * fields or the form through the one error-message map (./errorMessages), focus on the first
 * invalid field. What the player typed stays after any failure.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  options: ContractFormOptions<Schema>,
): ContractForm<z.input<Schema>, z.output<Schema>> {
  type In = z.input<Schema>;
  type Out = z.output<Schema>;
  type Name = Path<In>;
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  // The latest options (messages follow the language) without rebuilding the resolver.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [base] = useState(
    () => zodResolver(options.schema) as unknown as Resolver<In, unknown, Out>,
  );

  const text = (name: Name, problem: FieldProblem): string => {
    const own = latest.current.messages?.[name]?.[problem];
    if (own) return own;
    switch (problem) {
      case 'required':
      case 'unchecked':
        return t`This field is required.`;
      case 'mismatch':
        return i18n._(errorCodeMessages.PASSWORD_MISMATCH);
      case 'tooShort':
      case 'tooLong':
      case 'pattern':
      case 'format':
        return t`This value is not accepted.`;
      default: {
        const never: never = problem;
        return never;
      }
    }
  };

  const resolver: Resolver<In, unknown, Out> = async (values, context, resolverOptions) => {
    const parsed = await base(values, context, resolverOptions);
    const errors: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(parsed.errors as Record<string, FieldError>)) {
      const problem = zodProblem(error, (values as Record<string, unknown>)[name]);
      errors[name] = { type: problem, message: text(name as Name, problem) };
    }
    const extra = latest.current.check?.(values) ?? {};
    for (const [name, problem] of Object.entries(extra) as [Name, FieldProblem | undefined][]) {
      if (problem && !errors[name]) errors[name] = { type: problem, message: text(name, problem) };
    }
    if (Object.keys(errors).length === 0 && Object.keys(parsed.errors).length === 0) return parsed;
    return { values: {}, errors: errors as FieldErrors<In> };
  };

  const form = useForm<In, unknown, Out>({
    defaultValues: options.defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Our fields are React Aria components: focus goes through the DOM (focusFirstInvalid).
    shouldFocusError: false,
  });

  // Focus moves right after the next commit, the one that marks the fields invalid: a frame's
  // timer can come before a busy page commits it, and Preact runs a render's passive effects when
  // the next render starts, so only a layout effect sees that commit. Asked for with the errors.
  const focusPending = useRef(false);
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  const focusFirstInvalid = () => {
    focusPending.current = true;
  };

  const showFailure = (error: unknown) => {
    const message = errorMessage(i18n, error);
    const known = Object.keys(form.getValues()) as Name[];
    const { aliases = {}, fieldOfCode = {} } = latest.current;
    const placed: Name[] = [];
    if (isApiError(error)) {
      const ruleFailure =
        error.errorCode === 'VALIDATION_FAILED' || error.errorCode === 'FIELD_RULE_FAILED';
      for (const issue of error.fields) {
        const name = (aliases[issue.field] ?? issue.field) as Name;
        if (!known.includes(name) || placed.includes(name)) continue;
        placed.push(name);
        // A field the platform refused by its rules: the field says so, the code's text is general.
        form.setError(name, {
          type: 'server',
          message: ruleFailure ? t`This value is not accepted.` : message,
        });
      }
      const byCode = error.errorCode ? fieldOfCode[error.errorCode] : undefined;
      if (placed.length === 0 && byCode) {
        placed.push(byCode);
        form.setError(byCode, { type: 'server', message });
      }
    }
    if (placed.length === 0) form.setError('root.server', { type: 'server', message });
    focusFirstInvalid();
  };

  const onSubmit = (event: FormEvent) => {
    void form.handleSubmit(
      async (values) => {
        try {
          await latest.current.onSubmit(values);
        } catch (error) {
          showFailure(error);
        }
      },
      () => focusFirstInvalid(),
    )(event);
  };

  return {
    form,
    formProps: { ref: formRef, noValidate: true, onSubmit },
    formError: form.formState.errors.root?.server?.message,
    busy: form.formState.isSubmitting,
    showFailure,
    focusFirstInvalid,
  };
}
