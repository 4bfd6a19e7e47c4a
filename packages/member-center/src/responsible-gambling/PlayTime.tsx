import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { z } from 'zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  realityCheckIntervals,
  sessionLimitBounds,
  sessionLimitChoices,
} from '@lobbykit/api-contract';
import type { PlayTime as PlayTimeSettings, RealityCheckInterval } from '@lobbykit/api-contract';
import { FormAlert, useContractForm } from '@lobbykit/forms';
import { invalidatePlatformQueriesAtom, platformQueryContextAtom } from '@lobbykit/session';
import { Button, NativeSelect } from '@lobbykit/ui-kit';
import * as styles from '../security/security.css';
import { RESPONSIBLE_GAMBLING_KEY } from './keys';

const off = 'off';
// The selects speak strings; the contract's numbers (or null) are made from them on submit.
const playTimeForm = z.object({
  realityCheckMinutes: z.enum([off, ...realityCheckIntervals.map(String)]),
  // Any whole minute in the contract's bounds, not only the choices offered: a limit set through
  // another client stays what it is when the member changes the reality check here.
  sessionLimitMinutes: z.string().refine((value) => {
    const minutes = Number(value);
    return (
      value === off ||
      (Number.isInteger(minutes) &&
        minutes >= sessionLimitBounds.min &&
        minutes <= sessionLimitBounds.max)
    );
  }),
});

const choice = (minutes: number | null) => (minutes === null ? off : String(minutes));

/** Minutes as the player reads them: "45 minutes", "2 hours". */
export function useDuration() {
  const { t } = useLingui();
  return (minutes: number) =>
    minutes % 60 === 0
      ? t({ message: plural(minutes / 60, { one: '# hour', other: '# hours' }) })
      : t({ message: plural(minutes, { one: '# minute', other: '# minutes' }) });
}

/**
 * Issue 14 item 9: the reality check (a reminder every 10 to 60 minutes of play) and the session
 * time limit (a login ends once it is that old). A shorter limit applies at once; a longer one or
 * none after 24 hours, shown with when it takes effect.
 */
export function PlayTime({
  settings,
  when,
}: {
  settings: PlayTimeSettings;
  when: (iso: string) => string;
}) {
  const { t } = useLingui();
  const duration = useDuration();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const [saved, setSaved] = useState<PlayTimeSettings | null>(null);
  const { form, formProps, formError, busy } = useContractForm({
    schema: playTimeForm,
    defaultValues: {
      realityCheckMinutes: choice(settings.realityCheckMinutes),
      sessionLimitMinutes: choice(settings.sessionLimitMinutes),
    },
    onSubmit: async (values) => {
      setSaved(null);
      const number = (value: string) => (value === off ? null : Number(value));
      const answer = await context.api.memberPlayTimeSet({
        realityCheckMinutes: number(values.realityCheckMinutes) as RealityCheckInterval | null,
        sessionLimitMinutes: number(values.sessionLimitMinutes),
      });
      setSaved(answer);
      // The reality check's schedule (its summary shares the key) follows at once.
      await invalidate(RESPONSIBLE_GAMBLING_KEY);
    },
  });
  const realityCheck = form.watch('realityCheckMinutes');
  const sessionLimit = form.watch('sessionLimitMinutes');
  const pending = settings.sessionLimitPending;
  const inForceRealityCheck = settings.realityCheckMinutes;
  const inForceLimit = settings.sessionLimitMinutes;
  // The choices, with the limit in force if it is not one of them (shown as it is, not as "No limit").
  const limitChoices = [
    ...new Set([...sessionLimitChoices, ...(inForceLimit === null ? [] : [inForceLimit])]),
  ].sort((a, b) => a - b);
  return (
    <div className={styles.form}>
      <ul className={styles.list} aria-label={t`Your play-time settings`}>
        <li className={styles.row}>
          <strong>
            <Trans>Reality check</Trans>
          </strong>
          <span>
            {inForceRealityCheck === null ? (
              <Trans>Off</Trans>
            ) : (
              <Trans>Every {duration(inForceRealityCheck)}</Trans>
            )}
          </span>
        </li>
        <li className={styles.row}>
          <strong>
            <Trans>Session time limit</Trans>
          </strong>
          <span>
            {inForceLimit === null ? (
              <Trans>No limit</Trans>
            ) : (
              <Trans>In force: {duration(inForceLimit)}</Trans>
            )}
            {pending ? (
              <>
                <br />
                <span className={styles.note}>
                  {pending.minutes === null ? (
                    <Trans>Removed from {when(pending.from)}</Trans>
                  ) : (
                    <Trans>
                      Longer limit of {duration(pending.minutes)} from {when(pending.from)}
                    </Trans>
                  )}
                </span>
              </>
            ) : null}
          </span>
        </li>
      </ul>
      <p className={styles.note}>
        <Trans>
          The reality check reminds you every so often how long you have played since you logged in,
          what you staked and your net result. The session time limit logs you out once you have
          been logged in that long. A shorter limit applies at once; a longer one, or removing it,
          only after 24 hours.
        </Trans>
      </p>
      <form {...formProps} className={styles.form} aria-label={t`Set play-time limits`}>
        <FormAlert message={formError} />
        <div className={styles.fields}>
          <NativeSelect
            label={t`Reality check`}
            value={realityCheck}
            onChange={(value) => form.setValue('realityCheckMinutes', value)}
            options={[
              { value: off, label: t`Off` },
              ...realityCheckIntervals.map((minutes) => ({
                value: String(minutes),
                label: t`Every ${duration(minutes)}`,
              })),
            ]}
          />
          <NativeSelect
            label={t`Session time limit`}
            value={sessionLimit}
            onChange={(value) => form.setValue('sessionLimitMinutes', value)}
            options={[
              { value: off, label: t`No limit` },
              ...limitChoices.map((minutes) => ({
                value: String(minutes),
                label: duration(minutes),
              })),
            ]}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            <Trans>Save play-time settings</Trans>
          </Button>
        </div>
        {saved ? (
          <p role="status" className={styles.status}>
            {saved.sessionLimitPending ? (
              <Trans>
                Saved. The change to your session time limit takes effect on{' '}
                {when(saved.sessionLimitPending.from)}.
              </Trans>
            ) : (
              <Trans>Saved. Your settings are in force now.</Trans>
            )}
          </p>
        ) : null}
      </form>
    </div>
  );
}
