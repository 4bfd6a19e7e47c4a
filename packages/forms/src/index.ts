// The whole public API of @lobbykit/forms: the one way to build a form (react-hook-form behind
// `useContractForm`, validated by the contract's request schemas and the brand's rules), its
// ui-kit field bindings, and the §8 message a player reads for anything a flow can throw.
export { useContractForm } from './useContractForm';
export type {
  ContractForm,
  ContractFormOptions,
  FieldAliases,
  FieldMessages,
  FieldProblem,
} from './useContractForm';
export { FormAlert, FormCheckbox, FormTextAreaField, FormTextField } from './FormFields';
export type { FormCheckboxProps, FormTextAreaFieldProps, FormTextFieldProps } from './FormFields';
// The platform's refusals themselves are mapped by `@lobbykit/session/errors`; these add the
// sign-in providers' problems.
export { errorMessage, providerProblemMessages, useErrorMessage } from './errorMessages';
export {
  AccountProviderError,
  accountProviderProblems,
  isAccountProviderError,
} from './providerErrors';
export type { AccountProviderProblem } from './providerErrors';
// The catalog loader is `@lobbykit/forms/catalog`, an entry of its own the first page need not name.
export { SEND_CLICK_THROTTLE_MS, useSmsCountdown } from './useSmsCountdown';
