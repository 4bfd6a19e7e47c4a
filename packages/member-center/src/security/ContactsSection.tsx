import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import type { MemberProfile } from '@lobbykit/api-contract';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import {
  invalidatePlatformQueriesAtom,
  platformQuery,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Button, NativeSelect, Skeleton } from '@lobbykit/ui-kit';
import { CodeField } from './CodeField';
import { PROFILE_KEY, profileQuery, SECURITY_KEY, securityQuery } from './securityQueries';
import * as styles from './security.css';

/** Which contact's code form is open: one at a time. */
type Editing = { kind: 'closed' } | { kind: 'email' } | { kind: 'mobile' };

/** Japan, while the platform's list of dialling codes is on its way or cannot be had. */
const fallbackCountries = [{ country: 'JP', dialingCode: '81' }];

function VerificationState({ verified }: { verified: boolean }) {
  return (
    <span className={styles.verification} data-state={verified ? 'verified' : 'unverified'}>
      {verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
    </span>
  );
}

function ContactRow(props: {
  label: string;
  value: string | null;
  verified: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const formId = useId();
  const action = props.value === null ? t`Add` : props.verified ? t`Change` : t`Verify`;
  return (
    <div className={styles.form}>
      <div className={styles.contactRow}>
        <p className={styles.contactValue}>
          <span className={styles.note}>{props.label}</span>
          <br />
          {props.value ?? t`Not given`}
        </p>
        <div className={styles.contactActions}>
          {props.value !== null ? <VerificationState verified={props.verified} /> : null}
          <Button
            tone="neutral"
            variant="soft"
            size="sm"
            aria-expanded={props.open}
            aria-controls={props.open ? formId : undefined}
            aria-label={`${action}: ${props.label}`}
            onPress={props.onToggle}
          >
            {action}
          </Button>
        </div>
      </div>
      {props.open ? <div id={formId}>{props.children}</div> : null}
    </div>
  );
}

const emailForm = calls.memberContactEmailVerify.request;

/**
 * Replacing a verified contact asks for the login password: reset codes for the payment password
 * go to verified contacts, so a borrowed session must not swap in its own (the platform checks).
 */
function useReplacePassword() {
  const { t } = useLingui();
  return {
    missing: t`Enter your login password to replace a verified contact.`,
    field: {
      type: 'password' as const,
      passwordToggleLabel: t`Show password`,
      autoComplete: 'current-password',
      label: t`Login password`,
      hint: t`Needed to replace a verified contact.`,
    },
  };
}

function EmailCodeForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useLingui();
  const replacePassword = useReplacePassword();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const { form, formProps, formError, busy, showFailure } = useContractForm({
    schema: emailForm,
    // Verifying the current address starts from it; changing a verified one starts empty.
    defaultValues: {
      email: profile.emailVerified ? '' : (profile.email ?? ''),
      verificationCode: '',
      ...(profile.emailVerified ? { password: '' } : {}),
    },
    messages: {
      email: { format: t`Enter an e-mail address, such as name@example.com.` },
      password: { required: replacePassword.missing },
    },
    fieldOfCode: {
      OLD_PASSWORD_WRONG: 'password',
      EMAIL_TAKEN: 'email',
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
    },
    onSubmit: async (values) => {
      await context.api.memberContactEmailVerify(values);
      await Promise.all([invalidate(PROFILE_KEY), invalidate(SECURITY_KEY)]);
      onDone();
    },
  });
  const check = () => form.trigger('email', { shouldFocus: true });
  const send = async () => {
    const email = form.getValues('email').trim();
    try {
      const sent = await context.api.memberContactEmailCode({ email });
      return { expiredMinutes: sent.expiredMinutes, to: email };
    } catch (error) {
      showFailure(error);
      return null;
    }
  };
  return (
    <form {...formProps} className={styles.codeForm} aria-label={t`Verify your e-mail`}>
      <FormAlert message={formError} />
      <p className={styles.note}>
        <Trans>
          We send a code to this address. Your e-mail changes only when you enter the code.
        </Trans>
      </p>
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        autoComplete="email"
        label={profile.emailVerified ? t`New e-mail` : t`E-mail`}
      />
      <CodeField control={form.control} check={check} onSend={send} />
      {profile.emailVerified ? (
        <FormTextField control={form.control} name="password" {...replacePassword.field} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Confirm e-mail</Trans>
        </Button>
      </div>
    </form>
  );
}

const mobileForm = calls.memberContactMobileVerify.request;

function MobileCodeForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useLingui();
  const replacePassword = useReplacePassword();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const countries = useQuery(
    platformQuery(
      context,
      ['countryCodes'],
      async (signal) => (await context.api.systemCountryCodes(undefined, { signal })).countries,
      // The list of countries does not change while a page is open.
      { staleTime: Number.POSITIVE_INFINITY },
    ),
  );
  const choices = countries.data && countries.data.length > 0 ? countries.data : fallbackCountries;
  const current = profile.mobileVerified ? null : profile.countryDialingCode;
  const { form, formProps, formError, busy, showFailure } = useContractForm({
    schema: mobileForm,
    defaultValues: {
      countryDialingCode: current ?? choices[0]?.dialingCode ?? '81',
      mobileNum: profile.mobileVerified ? '' : (profile.mobileNum ?? ''),
      verificationCode: '',
      ...(profile.mobileVerified ? { password: '' } : {}),
    },
    messages: {
      mobileNum: { format: t`Enter 8 to 11 digits, without the country code.` },
      password: { required: replacePassword.missing },
    },
    fieldOfCode: {
      OLD_PASSWORD_WRONG: 'password',
      MOBILE_TAKEN: 'mobileNum',
      PHONE_INVALID: 'mobileNum',
      SMS_CODE_INVALID: 'verificationCode',
      SMS_CODE_EXPIRED: 'verificationCode',
    },
    onSubmit: async (values) => {
      await context.api.memberContactMobileVerify(values);
      await Promise.all([invalidate(PROFILE_KEY), invalidate(SECURITY_KEY)]);
      onDone();
    },
  });
  const dialingCode = form.watch('countryDialingCode');
  const check = () => form.trigger(['countryDialingCode', 'mobileNum'], { shouldFocus: true });
  const send = async () => {
    const { countryDialingCode, mobileNum } = form.getValues();
    try {
      const sent = await context.api.memberContactMobileCode({
        countryDialingCode,
        mobileNum: mobileNum.trim(),
      });
      return { expiredMinutes: sent.expiredMinutes, to: `+${countryDialingCode} ${mobileNum}` };
    } catch (error) {
      showFailure(error);
      return null;
    }
  };
  // Several countries share a code (+1): the select offers each code once.
  const codes = [...new Map(choices.map((c) => [c.dialingCode, c])).values()];
  return (
    <form {...formProps} className={styles.codeForm} aria-label={t`Verify your mobile`}>
      <FormAlert message={formError} />
      <p className={styles.note}>
        <Trans>We send a code by SMS. Your mobile changes only when you enter the code.</Trans>
      </p>
      <div className={styles.phoneFields}>
        <NativeSelect
          label={t`Country code`}
          options={codes.map((c) => ({
            value: c.dialingCode,
            label: `+${c.dialingCode} ${c.country}`,
          }))}
          value={dialingCode}
          onChange={(value) => form.setValue('countryDialingCode', value, { shouldDirty: true })}
        />
        <FormTextField
          control={form.control}
          name="mobileNum"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={profile.mobileVerified ? t`New mobile number` : t`Mobile number`}
        />
      </div>
      <CodeField control={form.control} check={check} onSend={send} />
      {profile.mobileVerified ? (
        <FormTextField control={form.control} name="password" {...replacePassword.field} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Confirm mobile</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * Issue 14 item 2: the member's e-mail and mobile, each verified or not, with a code form to
 * verify one or change it (the old one stays until the new one's code is entered).
 */
export function ContactsSection() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  // Shown masked (the security overview), like the rest of the centre: enough to recognise a
  // contact, not to use it from a borrowed screen. The forms start from the profile's full one.
  const security = useQuery(securityQuery(context));
  const profile = useQuery(profileQuery(context));
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [done, setDone] = useState<string | null>(null);
  const toggle = (kind: 'email' | 'mobile') => {
    setDone(null);
    setEditing((open) => (open.kind === kind ? { kind: 'closed' } : { kind }));
  };
  const shown = security.data;
  const data = profile.data;
  return (
    <section className={styles.section} aria-labelledby="security-contacts">
      <h2 id="security-contacts" className={styles.heading}>
        <Trans>E-mail and mobile</Trans>
      </h2>
      {shown && data ? (
        <>
          <ContactRow
            label={t`E-mail`}
            value={shown.email}
            verified={shown.emailVerified}
            open={editing.kind === 'email'}
            onToggle={() => toggle('email')}
          >
            <EmailCodeForm
              profile={data}
              onDone={() => {
                setEditing({ kind: 'closed' });
                setDone(t`Your e-mail is verified.`);
              }}
            />
          </ContactRow>
          <ContactRow
            label={t`Mobile`}
            value={shown.mobile}
            verified={shown.mobileVerified}
            open={editing.kind === 'mobile'}
            onToggle={() => toggle('mobile')}
          >
            <MobileCodeForm
              profile={data}
              onDone={() => {
                setEditing({ kind: 'closed' });
                setDone(t`Your mobile is verified.`);
              }}
            />
          </ContactRow>
        </>
      ) : profile.error || security.error ? (
        <p role="alert">{t`Your contacts could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={48} />
      )}
      <p role="status" className={styles.status}>
        {done}
      </p>
    </section>
  );
}
