import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import { errorMessage, FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { formatAmount } from '@lobbykit/i18n';
import {
  BALANCE_KEY,
  invalidatePlatformQueriesAtom,
  moneyFormatAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { AgentIcon, Button, EmptyState, LinkButton, Skeleton, Stat } from '@lobbykit/ui-kit';
import { PaymentPasswordField } from '../cashier/PaymentPasswordField';
import { memberHref } from '../paths';
import { newIdempotencyKey, uplineQuery, WITHDRAW_KEY } from './withdrawQueries';
import type { UplineInfo } from './withdrawQueries';
import * as styles from './withdraw.css';

const uplineSchema = calls.memberTransferUpline.request;

function UplineForm({
  info,
}: {
  info: UplineInfo & { upline: NonNullable<UplineInfo['upline']> };
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const minorUnits = money.minorUnits ?? 0;
  const [sent, setSent] = useState<string | null>(null);
  const agent = info.upline.nickname
    ? `${info.upline.nickname} (${info.upline.account})`
    : info.upline.account;
  const { form, formProps, formError, busy } = useContractForm({
    schema: uplineSchema,
    defaultValues: { amount: '', paymentPassword: '', idempotencyKey: newIdempotencyKey() },
    messages: {
      amount: { required: t`Please enter an amount.` },
      paymentPassword: { required: t`Please enter your payment password.` },
    },
    fieldOfCode: {
      INSUFFICIENT_FUNDS: 'amount',
      BONUS_WAGERING_LOCKED: 'amount',
      AMOUNT_INVALID: 'amount',
      PAYMENT_PASSWORD_WRONG: 'paymentPassword',
    },
    onSubmit: async (values) => {
      const result = await context.api.memberTransferUpline(values);
      setSent(t`Sent ${formatAmount(result.amount, money)} to ${result.to}.`);
      form.reset({ amount: '', paymentPassword: '', idempotencyKey: newIdempotencyKey() });
      await Promise.all([invalidate(WITHDRAW_KEY), invalidate(BALANCE_KEY)]);
    },
  });
  return (
    <form className={styles.section} {...formProps} aria-labelledby="upline-form">
      <h2 className={styles.heading} id="upline-form">
        <Trans>Send to {agent}</Trans>
      </h2>
      <Stat label={t`Available to send`} value={formatAmount(info.available, money)} />
      <FormTextField
        control={form.control}
        name="amount"
        label={t`Amount`}
        inputMode={minorUnits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        isRequired
      />
      <PaymentPasswordField control={form.control} />
      <FormAlert message={formError} />
      {sent ? <p role="status">{sent}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * §2.9 transferUpline (§6 Agent): the member sends money from the main wallet to the agent
 * directly above them, with the payment password. Without an upline it says so.
 */
export function TransferUplinePage() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const upline = useQuery(uplineQuery(context));
  if (upline.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="100%" height={160} />
      </div>
    );
  }
  const info = upline.data;
  return (
    <div className={styles.page}>
      {upline.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, upline.error)}
        </p>
      ) : null}
      {info && !info.upline ? (
        <EmptyState
          icon={<AgentIcon />}
          title={t`No agent above you`}
          description={t`Transfer upline sends money to the agent who invited you. Your account has none.`}
        />
      ) : info && !info.hasPaymentPassword ? (
        <EmptyState
          icon={<AgentIcon />}
          title={t`Set a payment password first`}
          description={t`Transfers to your agent are protected by a payment password, set in the security centre.`}
          action={
            <LinkButton href={memberHref('securityCenter')}>
              <Trans>Go to the security centre</Trans>
            </LinkButton>
          }
        />
      ) : info?.upline ? (
        <UplineForm info={{ ...info, upline: info.upline }} />
      ) : null}
    </div>
  );
}
