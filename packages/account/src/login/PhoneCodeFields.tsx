import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, NativeSelect, TextField } from '@lobbykit/ui-kit';
import { useErrorMessage, useSmsCountdown } from '@lobbykit/forms';
import { dialingOptions } from './useDialingCodes';
import type { DialingChoice } from './useDialingCodes';
import { WarningDialog } from './WarningDialog';
import * as styles from './forms.css';

export interface PhoneCodeFieldsProps {
  choices: readonly DialingChoice[];
  /** Selected country (ISO code). */
  country: string | null;
  onCountryChange: (country: string) => void;
  mobile: string;
  onMobileChange: (value: string) => void;
  mobileError?: string | undefined;
  mobileHint?: string | undefined;
  mobileRequired: boolean;
  /** Whether the code field and the send button are shown. @default true */
  withCode?: boolean;
  code: string;
  onCodeChange: (value: string) => void;
  codeError?: string | undefined;
  codeHint?: string | undefined;
  codeRequired: boolean;
  /**
   * Checks the number, runs human verification and sends the code (§7.4). Resolves with the
   * platform's expiredMinutes, or null when the number was not valid (the form shows why).
   */
  onSend: () => Promise<{ expiredMinutes: number } | null>;
}

/**
 * Mobile number with its country dialling code, and the SMS code with a send button that counts
 * down expiredMinutes × 60 s (§4) and ignores clicks less than a second apart (§9). A code that
 * could not be sent opens a warning dialog with the message (§8 code-request failure).
 */
export function PhoneCodeFields(props: PhoneCodeFieldsProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRow = useRef<HTMLDivElement>(null);
  const withCode = props.withCode ?? true;
  const dialingCode = props.choices.find((c) => c.country === props.country)?.dialingCode ?? '';

  const send = async () => {
    if (!countdown.takeClick()) return;
    setSending(true);
    try {
      const sent = await props.onSend();
      if (!sent) return;
      countdown.start(sent.expiredMinutes);
      setSentTo(`+${dialingCode} ${props.mobile.trim()}`);
      // The send button is disabled now; the player's next step is the code.
      codeRow.current?.querySelector('input')?.focus();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const sendLabel = countdown.counting
    ? t`Send again in ${countdown.secondsLeft} s`
    : sentTo
      ? t`Send again`
      : t`Send code`;

  return (
    <>
      <div className={styles.phoneRow}>
        <NativeSelect
          label={t`Country code`}
          options={dialingOptions(props.choices)}
          value={props.country ?? ''}
          onChange={props.onCountryChange}
          isDisabled={props.choices.length === 0}
        />
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          isRequired={props.mobileRequired}
          hint={props.mobileHint}
          value={props.mobile}
          onChange={props.onMobileChange}
          errorMessage={props.mobileError}
        />
      </div>
      {withCode ? (
        <>
          <div className={styles.fieldRow} ref={codeRow}>
            <div className={styles.grow}>
              <TextField
                label={t`Verification code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired={props.codeRequired}
                hint={props.codeHint}
                value={props.code}
                onChange={props.onCodeChange}
                errorMessage={props.codeError}
              />
            </div>
            <Button
              tone="neutral"
              variant="soft"
              isDisabled={countdown.counting}
              isLoading={sending}
              onPress={() => void send()}
            >
              {sendLabel}
            </Button>
          </div>
          <p role="status" className={styles.note}>
            {sentTo ? t`A code was sent to ${sentTo}.` : null}
          </p>
        </>
      ) : null}
      {failure !== null ? (
        <WarningDialog
          title={t`The code could not be sent`}
          message={failure}
          onClose={() => setFailure(null)}
        />
      ) : null}
    </>
  );
}
