import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import {
  accountPopupAtom,
  invalidatePlatformQueriesAtom,
  platformQueryContextAtom,
} from '@lobbykit/session';
import type { MemberSecurity, ResetChannel } from '@lobbykit/api-contract';
import { Button, NativeSelect } from '@lobbykit/ui-kit';
import { CodeField } from './CodeField';
import { SECURITY_KEY } from './securityQueries';
import * as styles from './security.css';

/**
 * Issue 14 item 2: the payment password that withdrawals, bank accounts and point redemptions ask
 * for. The first time the login password proves who sets it; after that the current one.
 */
export function PaymentPasswordSection({
  isSet,
  contacts,
}: {
  isSet: boolean;
  /** The masked contacts and whether each is verified: where a reset code can go. */
  contacts: Pick<MemberSecurity, 'mobile' | 'email' | 'mobileVerified' | 'emailVerified'>;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const [done, setDone] = useState<string | null>(null);
  const { form, formProps, formError, busy } = useContractForm({
    schema: calls.memberPaymentPassword.request,
    defaultValues: { currentPassword: '', newPaymentPassword: '', confirmNewPaymentPassword: '' },
    check: (values) =>
      values.confirmNewPaymentPassword !== values.newPaymentPassword
        ? { confirmNewPaymentPassword: 'mismatch' }
        : {},
    messages: {
      newPaymentPassword: { tooShort: t`At least 6 characters.` },
      confirmNewPaymentPassword: { mismatch: t`The two payment passwords differ.` },
    },
    fieldOfCode: {
      OLD_PASSWORD_WRONG: 'currentPassword',
      PASSWORD_WEAK: 'newPaymentPassword',
      PASSWORD_MISMATCH: 'confirmNewPaymentPassword',
    },
    onSubmit: async (values) => {
      setDone(null);
      await context.api.memberPaymentPassword(values);
      form.reset({ currentPassword: '', newPaymentPassword: '', confirmNewPaymentPassword: '' });
      setDone(isSet ? t`Your payment password is changed.` : t`Your payment password is set.`);
      await invalidate(SECURITY_KEY);
    },
  });
  return (
    <section className={styles.section} aria-labelledby="security-payment-password">
      <h2 id="security-payment-password" className={styles.heading}>
        <Trans>Payment password</Trans>
      </h2>
      <p className={styles.note}>
        {isSet ? (
          <Trans>Set. Withdrawals, bank accounts and point redemptions ask for it.</Trans>
        ) : (
          <Trans>
            Not set yet. Withdrawals, bank accounts and point redemptions ask for it; it must differ
            from your login password.
          </Trans>
        )}
      </p>
      <form {...formProps} className={styles.form} aria-label={t`Payment password`}>
        <FormAlert message={formError} />
        <FormTextField
          control={form.control}
          name="currentPassword"
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="current-password"
          label={isSet ? t`Current payment password` : t`Login password`}
        />
        <FormTextField
          control={form.control}
          name="newPaymentPassword"
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          label={t`New payment password`}
        />
        <FormTextField
          control={form.control}
          name="confirmNewPaymentPassword"
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="new-password"
          label={t`Confirm the new payment password`}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {isSet ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
          </Button>
        </div>
        {done ? (
          <p role="status" className={styles.status}>
            {done}
          </p>
        ) : null}
      </form>
      {isSet ? <ForgotPaymentPassword contacts={contacts} /> : null}
    </section>
  );
}

const resetForm = calls.memberPaymentPasswordReset.request;

/**
 * Issue 14 item 2: forgot the payment password? A code goes to the verified mobile or e-mail, and
 * with it a new payment password is set.
 */
function ForgotPaymentPassword({
  contacts,
}: {
  contacts: Pick<MemberSecurity, 'mobile' | 'email' | 'mobileVerified' | 'emailVerified'>;
}) {
  const { t } = useLingui();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const channels: { value: ResetChannel; label: string; to: string }[] = [];
  if (contacts.mobileVerified && contacts.mobile)
    channels.push({ value: 'mobile', label: t`Mobile ${contacts.mobile}`, to: contacts.mobile });
  if (contacts.emailVerified && contacts.email)
    channels.push({ value: 'email', label: t`E-mail ${contacts.email}`, to: contacts.email });
  return (
    <>
      <div className={styles.actions}>
        <Button
          tone="neutral"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onPress={() => {
            setDone(false);
            setOpen((was) => !was);
          }}
        >
          <Trans>Forgot payment password?</Trans>
        </Button>
      </div>
      {open ? (
        <div id={formId}>
          {channels.length === 0 ? (
            <p className={styles.note}>
              <Trans>
                A reset code goes to a verified mobile or e-mail. Verify one under “E-mail and
                mobile” first.
              </Trans>
            </p>
          ) : (
            <ResetForm
              channels={channels}
              onDone={() => {
                setOpen(false);
                setDone(true);
              }}
            />
          )}
        </div>
      ) : null}
      {done ? (
        <p role="status" className={styles.status}>
          <Trans>Your new payment password is set.</Trans>
        </p>
      ) : null}
    </>
  );
}

function ResetForm({
  channels,
  onDone,
}: {
  channels: { value: ResetChannel; label: string; to: string }[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const blank = {
    channel: channels[0]?.value ?? 'mobile',
    verificationCode: '',
    newPaymentPassword: '',
    confirmNewPaymentPassword: '',
  } as const;
  const { form, formProps, formError, busy, showFailure } = useContractForm({
    schema: resetForm,
    defaultValues: blank,
    check: (values) =>
      values.confirmNewPaymentPassword !== values.newPaymentPassword
        ? { confirmNewPaymentPassword: 'mismatch' }
        : {},
    messages: {
      newPaymentPassword: { tooShort: t`At least 6 characters.` },
      confirmNewPaymentPassword: { mismatch: t`The two payment passwords differ.` },
    },
    fieldOfCode: {
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
      PASSWORD_WEAK: 'newPaymentPassword',
      PASSWORD_MISMATCH: 'confirmNewPaymentPassword',
    },
    onSubmit: async (values) => {
      await context.api.memberPaymentPasswordReset(values);
      form.reset(blank);
      onDone();
    },
  });
  const channel = form.watch('channel');
  const send = async () => {
    try {
      const sent = await context.api.memberPaymentPasswordCode({ channel });
      const to = channels.find((c) => c.value === channel)?.to ?? '';
      return { expiredMinutes: sent.expiredMinutes, to };
    } catch (error) {
      showFailure(error);
      return null;
    }
  };
  return (
    <form {...formProps} className={styles.codeForm} aria-label={t`Reset the payment password`}>
      <FormAlert message={formError} />
      <NativeSelect
        label={t`Send the code to`}
        options={channels.map(({ value, label }) => ({ value, label }))}
        value={channel}
        onChange={(value) => form.setValue('channel', value as ResetChannel, { shouldDirty: true })}
      />
      <CodeField control={form.control} onSend={send} />
      <FormTextField
        control={form.control}
        name="newPaymentPassword"
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        label={t`New payment password`}
      />
      <FormTextField
        control={form.control}
        name="confirmNewPaymentPassword"
        type="password"
        passwordToggleLabel={t`Show password`}
        autoComplete="new-password"
        label={t`Confirm the new payment password`}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Reset payment password</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The login password: the account package's change-password popup, opened through session. */
export function LoginPasswordSection() {
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <section className={styles.section} aria-labelledby="security-login-password">
      <h2 id="security-login-password" className={styles.heading}>
        <Trans>Login password</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>Changing it logs you out everywhere; you then log in with the new one.</Trans>
      </p>
      <div className={styles.actions}>
        <Button
          tone="neutral"
          variant="soft"
          onPress={() => setPopup({ kind: 'changePassword', reason: 'voluntary' })}
        >
          <Trans>Change login password</Trans>
        </Button>
      </div>
    </section>
  );
}
