import { useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { IconButton, RefreshIcon, TextField } from '@lobbykit/ui-kit';
import type { Captcha } from './useCaptcha';
import * as styles from './forms.css';

export interface CaptchaFieldProps {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  /** @default true */
  isRequired?: boolean;
}

/** §4, §5 captcha: the image from the `captcha` call, a refresh button and the required answer. */
export function CaptchaField({
  captcha,
  failed,
  onRefresh,
  value,
  onChange,
  errorMessage,
  isRequired = true,
}: CaptchaFieldProps) {
  const { t } = useLingui();
  return (
    <div className={styles.fieldRow}>
      <div className={styles.grow}>
        <TextField
          label={t`Captcha`}
          hint={
            failed
              ? t`The captcha image could not be loaded. Please get a new one.`
              : t`Type the digits shown in the image.`
          }
          inputMode="numeric"
          autoComplete="off"
          isRequired={isRequired}
          value={value}
          onChange={onChange}
          errorMessage={errorMessage}
        />
      </div>
      {captcha ? (
        <img
          className={styles.captchaImage}
          src={captcha.src}
          alt={t`Captcha digits`}
          // Not secret (it travels with the answer); lets support and end-to-end tests name it.
          data-captcha-id={captcha.captchaId}
        />
      ) : null}
      <IconButton label={t`New captcha`} variant="soft" tone="neutral" onPress={onRefresh}>
        <RefreshIcon />
      </IconButton>
    </div>
  );
}

/** CaptchaField bound to a form field (useContractForm). */
export function FormCaptchaField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Omit<CaptchaFieldProps, 'value' | 'onChange' | 'errorMessage'> & {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CaptchaField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      errorMessage={fieldState.error?.message}
    />
  );
}
