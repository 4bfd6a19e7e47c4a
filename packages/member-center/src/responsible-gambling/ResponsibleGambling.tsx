import { useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  calls,
  limitKinds,
  limitPeriods,
  positiveMoneySchema,
  selfExclusionPeriods,
  timeOutPeriods,
} from '@lobbykit/api-contract';
import type {
  ExclusionPeriod,
  GamblingLimit,
  LimitKind,
  LimitPeriod,
} from '@lobbykit/api-contract';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { formatAmount, formatDateTime } from '@lobbykit/i18n';
import {
  brandAtom,
  endSessionLocallyAtom,
  invalidatePlatformQueriesAtom,
  moneyFormatAtom,
  platformQuery,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { Button, NativeDialog, NativeSelect, Skeleton } from '@lobbykit/ui-kit';
import * as styles from '../security/security.css';
import { RESPONSIBLE_GAMBLING_KEY } from './keys';
import { PlayTime } from './PlayTime';

export const responsibleGamblingQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    RESPONSIBLE_GAMBLING_KEY,
    (signal) => context.api.memberResponsibleGambling(undefined, { signal }),
    { memberOnly: true },
  );

/** Where the player lands after a time-out or self-exclusion, told why they were logged out. */
export const responsibleGamblingPath = '/responsible-gambling';
export interface ExcludedState {
  excludedUntil: string;
}

function useWhen() {
  const timeZone = useAtomValue(brandAtom).timeZone;
  return (iso: string) => {
    try {
      return formatDateTime(iso, timeZone);
    } catch {
      return iso;
    }
  };
}

function useLabels() {
  const { t } = useLingui();
  const kinds: Record<LimitKind, string> = { deposit: t`Deposit limit`, loss: t`Loss limit` };
  const periods: Record<LimitPeriod, string> = {
    day: t`Per day`,
    week: t`Per week`,
    month: t`Per month`,
  };
  const exclusions: Record<ExclusionPeriod, string> = {
    '24h': t`Time-out: 24 hours`,
    '7d': t`Time-out: 7 days`,
    '30d': t`Time-out: 30 days`,
    '6w': t`Time-out: 6 weeks`,
    '6m': t`Self-exclusion: 6 months`,
    '1y': t`Self-exclusion: 1 year`,
    '5y': t`Self-exclusion: 5 years`,
  };
  return { kinds, periods, exclusions };
}

const limitForm = calls.memberLimitSet.request.extend({
  // An empty amount removes the limit (the contract's null), after 24 hours like a raise.
  amount: z.union([z.literal(''), positiveMoneySchema]),
});

/**
 * Issue 14 item 9: deposit and loss limits per day, week and month — the one in force, and a
 * raise or removal waiting its 24 hours with when it takes effect.
 */
function Limits({ limits }: { limits: GamblingLimit[] }) {
  const { t } = useLingui();
  const when = useWhen();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const moneyFormat = useAtomValue(moneyFormatAtom);
  const labels = useLabels();
  const [saved, setSaved] = useState<GamblingLimit | null>(null);
  const money = (amount: string) => formatAmount(amount, moneyFormat);
  const { form, formProps, formError, busy } = useContractForm({
    schema: limitForm,
    defaultValues: { kind: 'deposit', period: 'day', amount: '' },
    messages: { amount: { format: t`Enter an amount greater than zero, or leave it empty.` } },
    onSubmit: async (values) => {
      setSaved(null);
      const limit = await context.api.memberLimitSet({
        ...values,
        amount: values.amount === '' ? null : values.amount,
      });
      setSaved(limit);
      await invalidate(RESPONSIBLE_GAMBLING_KEY);
    },
  });
  const kind = form.watch('kind');
  const period = form.watch('period');
  return (
    <div className={styles.form}>
      <ul className={styles.list} aria-label={t`Your limits`}>
        {limitKinds.flatMap((k) =>
          limitPeriods.map((p) => {
            const limit = limits.find((l) => l.kind === k && l.period === p);
            const pending = limit?.pending;
            return (
              <li key={`${k}-${p}`} className={styles.row}>
                <span>
                  <strong>
                    {labels.kinds[k]} · {labels.periods[p]}
                  </strong>
                </span>
                <span>
                  {limit?.amount ? (
                    <Trans>In force: {money(limit.amount)}</Trans>
                  ) : (
                    <Trans>No limit</Trans>
                  )}
                  {pending ? (
                    <>
                      <br />
                      <span className={styles.note}>
                        {pending.amount ? (
                          <Trans>
                            Raise to {money(pending.amount)} from {when(pending.from)}
                          </Trans>
                        ) : (
                          <Trans>Removed from {when(pending.from)}</Trans>
                        )}
                      </span>
                    </>
                  ) : null}
                </span>
              </li>
            );
          }),
        )}
      </ul>
      <p className={styles.note}>
        <Trans>
          A lower limit applies at once; a higher one, or removing a limit, only after 24 hours.
          Limits count over the last 24 hours, 7 days or 30 days.
        </Trans>
      </p>
      <form {...formProps} className={styles.form} aria-label={t`Set a limit`}>
        <FormAlert message={formError} />
        <div className={styles.fields}>
          <NativeSelect
            label={t`Limit`}
            value={kind}
            onChange={(value) => form.setValue('kind', value as LimitKind)}
            options={limitKinds.map((value) => ({ value, label: labels.kinds[value] }))}
          />
          <NativeSelect
            label={t`Period`}
            value={period}
            onChange={(value) => form.setValue('period', value as LimitPeriod)}
            options={limitPeriods.map((value) => ({ value, label: labels.periods[value] }))}
          />
          <FormTextField
            control={form.control}
            name="amount"
            label={t`Amount (empty: no limit)`}
            inputMode="decimal"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            <Trans>Save limit</Trans>
          </Button>
        </div>
        {saved ? (
          <p role="status" className={styles.status}>
            {saved.pending ? (
              <Trans>Saved. The change takes effect on {when(saved.pending.from)}.</Trans>
            ) : (
              <Trans>Saved. The limit is in force now.</Trans>
            )}
          </p>
        ) : null}
      </form>
    </div>
  );
}

const excludeForm = calls.memberExclude.request;

/**
 * Issue 14 item 9: a time-out or self-exclusion, confirmed with the login password after a
 * dialog that says plainly what happens; then the member is logged out and told why.
 */
function Exclusion() {
  const { t } = useLingui();
  const labels = useLabels();
  const context = useAtomValue(platformQueryContextAtom);
  const endSession = useSetAtom(endSessionLocallyAtom);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const { form, formProps, formError, busy } = useContractForm({
    schema: excludeForm,
    defaultValues: { period: '24h', password: '' },
    fieldOfCode: { OLD_PASSWORD_WRONG: 'password' },
    onSubmit: async (values) => {
      // Valid: first the plain confirmation; its "yes" submits again, confirmed.
      if (!confirmed.current) {
        setConfirming(true);
        return;
      }
      confirmed.current = false;
      setConfirming(false);
      const exclusion = await context.api.memberExclude(values);
      // The platform has ended every session of the member already; this one ends here too.
      endSession();
      await navigate(responsibleGamblingPath, {
        replace: true,
        state: { excludedUntil: exclusion.until } satisfies ExcludedState,
      });
    },
  });
  const period = form.watch('period');
  const selfExclusion = (selfExclusionPeriods as readonly string[]).includes(period);
  return (
    <form {...formProps} className={styles.form} aria-label={t`Take a break`}>
      <FormAlert message={formError} />
      <p className={styles.note}>
        <Trans>
          A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years) logs you out at
          once and stops login, deposits and play on every brand of this operator until it ends. It
          cannot be shortened or lifted.
        </Trans>
      </p>
      <div className={styles.fields}>
        <NativeSelect
          label={t`Period`}
          value={period}
          onChange={(value) => form.setValue('period', value as ExclusionPeriod)}
          options={[...timeOutPeriods, ...selfExclusionPeriods].map((value) => ({
            value,
            label: labels.exclusions[value],
          }))}
        />
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          passwordToggleLabel={t`Show password`}
          autoComplete="current-password"
          label={t`Login password`}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="critical" isDisabled={busy}>
          {selfExclusion ? <Trans>Self-exclude</Trans> : <Trans>Take a time-out</Trans>}
        </Button>
      </div>
      {confirming ? (
        <NativeDialog
          isOpen
          role="alertdialog"
          size="sm"
          title={selfExclusion ? t`Self-exclude?` : t`Take a time-out?`}
          closeLabel={t`Close`}
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
          actions={(close) => (
            <>
              <Button tone="neutral" variant="soft" onPress={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                tone="critical"
                isDisabled={busy}
                onPress={() => {
                  confirmed.current = true;
                  formProps.ref.current?.requestSubmit();
                }}
              >
                <Trans>Yes, start it now</Trans>
              </Button>
            </>
          )}
        >
          <p>
            <Trans>
              {labels.exclusions[period]}. You will be logged out at once, everywhere. Until it
              ends, login, deposits and play are refused on every brand of this operator. It cannot
              be shortened or lifted.
            </Trans>
          </p>
        </NativeDialog>
      ) : null}
    </form>
  );
}

/** The member's responsible-gambling settings (security centre section and the footer's page). */
export function ResponsibleGamblingSettings({
  title,
}: {
  /**
   * The section's heading. The footer's page, whose h1 already says "Responsible gambling", names
   * it "Your settings" so the outline does not repeat itself.
   * @default "Responsible gambling"
   */
  title?: string;
}) {
  const { t } = useLingui();
  const when = useWhen();
  const context = useAtomValue(platformQueryContextAtom);
  const status = useQuery(responsibleGamblingQuery(context));
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="responsible-gambling">
      <h2 id="responsible-gambling" className={styles.heading}>
        {title ?? t`Responsible gambling`}
      </h2>
      {status.data ? (
        <>
          {status.data.exclusion ? (
            <p className={styles.status}>
              <Trans>In force until {when(status.data.exclusion.until)}.</Trans>
            </p>
          ) : null}
          <h3 className={styles.heading}>
            <Trans>Deposit and loss limits</Trans>
          </h3>
          <Limits limits={status.data.limits} />
          <h3 className={styles.heading}>
            <Trans>Reality check and session time limit</Trans>
          </h3>
          <PlayTime settings={status.data.playTime} when={when} />
          <h3 className={styles.heading}>
            <Trans>Time-out and self-exclusion</Trans>
          </h3>
          <Exclusion />
        </>
      ) : status.error ? (
        <p role="alert">{t`Your responsible-gambling settings could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={160} />
      )}
    </section>
  );
}
