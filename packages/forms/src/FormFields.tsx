import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { Checkbox, TextAreaField, TextField } from '@lobbykit/ui-kit';
import type { CheckboxProps, TextAreaFieldProps, TextFieldProps } from '@lobbykit/ui-kit';
import * as styles from './FormFields.css';

type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'isInvalid';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Binding<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
}

export type FormTextFieldProps<Values extends FieldValues> = Binding<Values> &
  DistributiveOmit<TextFieldProps, Bound>;

/**
 * ui-kit's TextField bound to a form field: its value, and its error under it (aria-invalid).
 * `defaultValue` is what a field the form's values do not hold yet starts with when it appears.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  defaultValue,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({
    control,
    name,
    defaultValue: defaultValue as PathValue<Values, FieldPath<Values>> | undefined,
  });
  return (
    <TextField
      {...(props as TextFieldProps)}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export type FormTextAreaFieldProps<Values extends FieldValues> = Binding<Values> &
  Omit<TextAreaFieldProps, Bound>;

/** ui-kit's TextAreaField bound to a form field. */
export function FormTextAreaField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormTextAreaFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextAreaField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export type FormCheckboxProps<Values extends FieldValues> = Binding<Values> &
  Omit<CheckboxProps, Bound | 'isSelected' | 'children'> & { children: ReactNode };

/** ui-kit's Checkbox bound to a boolean form field. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  children,
  ...props
}: FormCheckboxProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      errorMessage={fieldState.error?.message}
    >
      {children}
    </Checkbox>
  );
}

/** The form-level message (§8: a failure no field owns), announced as an alert. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={styles.alert}>
      {message}
    </div>
  );
}
