import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormTextField, useSmsCountdown } from '@lobbykit/forms';
import type { FormTextFieldProps } from '@lobbykit/forms';
import { Button } from '@lobbykit/ui-kit';
import * as styles from './security.css';

export interface SendCodeButtonProps {
  /**
   * Checks what the code would go to before a click counts (a refused number must not hold the
   * next click back by the one-a-second rule). Resolves false when the form shows why not.
   */
  check?: () => Promise<boolean>;
  /**
   * Checks what the code goes to and sends it. Resolves with the platform's expiredMinutes and a
   * description of where it went ("t@example.com"), or null when nothing was sent (the form shows
   * why).
   */
  onSend: () => Promise<{ expiredMinutes: number; to: string } | null>;
}

/**
 * The send button of a code field, as the account package's SMS login has it (§4, §9): it counts
 * down expiredMinutes × 60 s once a code is sent, ignores clicks less than a second apart, and
 * says where the code went.
 */
export function SendCodeButton({ check, onSend }: SendCodeButtonProps) {
  const { t } = useLingui();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    if (check && !(await check())) return;
    if (!countdown.takeClick()) return;
    setSending(true);
    try {
      const sent = await onSend();
      if (!sent) return;
      countdown.start(sent.expiredMinutes);
      setSentTo(sent.to);
    } finally {
      setSending(false);
    }
  };

  const label = countdown.counting
    ? t`Send again in ${countdown.secondsLeft} s`
    : sentTo
      ? t`Send again`
      : t`Send code`;
  return (
    <>
      <Button
        tone="neutral"
        variant="soft"
        isDisabled={countdown.counting}
        isLoading={sending}
        onPress={() => void send()}
      >
        {label}
      </Button>
      <p role="status" className={styles.note}>
        {sentTo ? t`A code was sent to ${sentTo}.` : null}
      </p>
    </>
  );
}

/**
 * A form's `verificationCode` field with its send button beside it: the one code row of the
 * contact forms and the payment password reset.
 */
export function CodeField<Values extends { verificationCode: string }>({
  control,
  ...button
}: SendCodeButtonProps & Pick<FormTextFieldProps<Values>, 'control'>) {
  const { t } = useLingui();
  return (
    <div className={styles.fieldWithButton}>
      <div className={styles.grow}>
        <FormTextField
          control={control}
          name={'verificationCode' as FormTextFieldProps<Values>['name']}
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t`Verification code`}
        />
      </div>
      <SendCodeButton {...button} />
    </div>
  );
}
