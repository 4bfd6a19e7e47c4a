import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@lobbykit/forms';
import type { FormTextFieldProps } from '@lobbykit/forms';

type PasswordValues = { paymentPassword: string };

export interface PaymentPasswordFieldProps<Values extends PasswordValues> {
  /** The form's control (`useContractForm`'s `form.control`); its values have `paymentPassword`. */
  control: FormTextFieldProps<Values>['control'];
  /**
   * Marks the field required (the money forms); the security centre's bank-account forms leave
   * it to the server's answer.
   * @default true
   */
  isRequired?: boolean;
}

/**
 * The payment password (§2.9) as every money form asks for it: hidden with a show toggle, never
 * autofilled.
 */
export function PaymentPasswordField<Values extends PasswordValues>({
  control,
  isRequired = true,
}: PaymentPasswordFieldProps<Values>) {
  const { t } = useLingui();
  return (
    <FormTextField
      control={control}
      name={'paymentPassword' as FormTextFieldProps<Values>['name']}
      label={t`Payment password`}
      type="password"
      passwordToggleLabel={t`Show password`}
      autoComplete="off"
      isRequired={isRequired}
    />
  );
}
