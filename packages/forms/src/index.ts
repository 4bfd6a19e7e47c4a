// The whole public API of @lobbykit/forms: the one way to build a form (react-hook-form behind
// `useContractForm`, validated by the contract's request schemas and the brand's rules), its
// ui-kit field bindings, and the one map from what can fail to the §8 message a player reads.
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
export {
  errorCodeMessages,
  errorMessage,
  networkAbnormalMessage,
  providerProblemMessages,
  unknownErrorMessage,
  useErrorMessage,
} from './errorMessages';
export {
  AccountProviderError,
  accountProviderProblems,
  isAccountProviderError,
} from './providerErrors';
export type { AccountProviderProblem } from './providerErrors';
// The catalog loader is `@lobbykit/forms/catalog`, an entry of its own the first page need not name.
export { SEND_CLICK_THROTTLE_MS, useSmsCountdown } from './useSmsCountdown';
