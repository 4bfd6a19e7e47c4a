import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls, sourcesOfIncome } from '@lobbykit/api-contract';
import type { MemberProfile } from '@lobbykit/api-contract';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import {
  invalidatePlatformQueriesAtom,
  memberInfoAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Button, NativeSelect, Skeleton } from '@lobbykit/ui-kit';
import { PROFILE_KEY, profileQuery, SECURITY_KEY } from './securityQueries';
import * as styles from './security.css';

const update = calls.memberProfileUpdate.request;
/** An empty input means "none": the form keeps '' and sends null (the contract's own rules else). */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const profileForm = update.extend({
  payeeName: orEmpty(z.string().trim().min(1).max(100)).optional(),
  birthday: orEmpty(z.iso.date()).nullable().optional(),
  nationality: orEmpty(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
  )
    .nullable()
    .optional(),
  sourceOfIncome: orEmpty(z.enum(sourcesOfIncome)).nullable().optional(),
});
type ProfileValues = z.input<typeof profileForm>;

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value;

function useMessagingLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    line: t`LINE ID`,
    telegram: t`Telegram`,
    whatsapp: t`WhatsApp`,
    zalo: t`Zalo`,
    facebook: t`Facebook`,
    qq: t`QQ`,
    wechat: t`WeChat ID`,
  };
}

function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const setMemberInfo = useSetAtom(memberInfoAtom);
  const messagingLabels = useMessagingLabels();
  const [saved, setSaved] = useState(false);
  const payeeFixed = profile.payeeName !== null;
  const incomeLabels: Record<(typeof sourcesOfIncome)[number], string> = {
    salary: t`Salary`,
    business: t`Business`,
    investments: t`Investments`,
    savings: t`Savings`,
    pension: t`Pension`,
    other: t`Other`,
  };

  const { form, formProps, formError, busy } = useContractForm({
    schema: profileForm,
    defaultValues: {
      ...(payeeFixed ? {} : { payeeName: '' }),
      nickname: profile.nickname ?? '',
      birthday: profile.birthday ?? '',
      nationality: profile.nationality ?? '',
      placeOfBirth: profile.placeOfBirth ?? '',
      occupation: profile.occupation ?? '',
      sourceOfIncome: profile.sourceOfIncome ?? '',
      messaging: Object.fromEntries(
        profile.messagingShown.map((id) => [id, profile.messaging[id] ?? '']),
      ),
    } as ProfileValues,
    messages: {
      birthday: { format: t`Enter the date as YYYY-MM-DD.` },
      nationality: { format: t`Enter a two-letter country code, such as JP.` },
    },
    onSubmit: async (values) => {
      setSaved(false);
      const payee = values.payeeName?.trim();
      const answer = await context.api.memberProfileUpdate({
        ...(payee ? { payeeName: payee } : {}),
        nickname: blankToNull(values.nickname),
        birthday: blankToNull(values.birthday),
        nationality: blankToNull(values.nationality),
        placeOfBirth: blankToNull(values.placeOfBirth),
        occupation: blankToNull(values.occupation),
        sourceOfIncome: (blankToNull(values.sourceOfIncome) ?? null) as never,
        messaging: Object.fromEntries(
          Object.entries(values.messaging ?? {}).map(([id, value]) => [id, blankToNull(value)]),
        ),
      });
      await Promise.all([invalidate(PROFILE_KEY), invalidate(SECURITY_KEY)]);
      // The menu shows the nickname from the member info, read once at login.
      setMemberInfo((info) => (info ? { ...info, nickname: answer.nickname } : info));
      setSaved(true);
    },
  });
  const income = form.watch('sourceOfIncome') ?? '';

  return (
    <form {...formProps} className={styles.form} aria-label={t`Profile`}>
      <FormAlert message={formError} />
      <dl className={styles.facts}>
        <div>
          <dt className={styles.note}>
            <Trans>Account</Trans>
          </dt>
          <dd>{profile.account}</dd>
        </div>
      </dl>
      {payeeFixed ? (
        <p className={styles.note}>
          <Trans>
            Payee name: <strong>{profile.payeeName}</strong>. Withdrawals are paid only to this
            name; to correct it, contact customer service.
          </Trans>
        </p>
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="payeeName"
            label={t`Payee name (your real name)`}
            autoComplete="name"
          />
          <p className={styles.note}>
            <Trans>
              Withdrawals are paid only to this name, as it appears on your bank account. It can be
              set once.
            </Trans>
          </p>
        </>
      )}
      <div className={styles.fields}>
        <FormTextField control={form.control} name="nickname" label={t`Nickname`} />
        <FormTextField
          control={form.control}
          name="birthday"
          label={t`Birthday (YYYY-MM-DD)`}
          autoComplete="bday"
        />
        <FormTextField
          control={form.control}
          name="nationality"
          label={t`Nationality (country code)`}
          autoComplete="country"
        />
        <FormTextField control={form.control} name="placeOfBirth" label={t`Place of birth`} />
        <FormTextField control={form.control} name="occupation" label={t`Occupation`} />
        <NativeSelect
          label={t`Source of income`}
          value={income}
          onChange={(value) =>
            form.setValue('sourceOfIncome', value as ProfileValues['sourceOfIncome'], {
              shouldDirty: true,
            })
          }
          options={[
            { value: '', label: t`Not given` },
            ...sourcesOfIncome.map((value) => ({ value, label: incomeLabels[value] })),
          ]}
        />
        {profile.messagingShown.map((id) => (
          <FormTextField
            key={id}
            control={form.control}
            name={`messaging.${id}`}
            label={messagingLabels[id] ?? id}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Save profile</Trans>
        </Button>
      </div>
      {saved ? (
        <p role="status" className={styles.status}>
          <Trans>Your profile is saved.</Trans>
        </p>
      ) : null}
    </form>
  );
}

/** Issue 14 item 2: the profile, with the messaging IDs the brand shows and the payee name set once. */
export function ProfileSection() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const profile = useQuery(profileQuery(context));
  return (
    <section className={styles.section} aria-labelledby="security-profile">
      <h2 id="security-profile" className={styles.heading}>
        <Trans>Profile</Trans>
      </h2>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.error ? (
        <p role="alert">{t`Your profile could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={160} />
      )}
    </section>
  );
}
