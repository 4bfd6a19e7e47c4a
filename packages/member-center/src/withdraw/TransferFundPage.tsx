import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import { errorMessage, FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { formatAmount } from '@lobbykit/i18n';
import {
  BALANCE_KEY,
  balanceQuery,
  invalidatePlatformQueriesAtom,
  merchantWalletQuery,
  moneyFormatAtom,
  platformQueryContextAtom,
  useMutation,
  useQuery,
} from '@lobbykit/session';
import { Button, NativeSelect, Skeleton, Stat } from '@lobbykit/ui-kit';
import { newIdempotencyKey, WITHDRAW_KEY } from './withdrawQueries';
import * as styles from './withdraw.css';

const transferSchema = calls.walletTransfer.request;

function useRefresh() {
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  return () => Promise.all([invalidate(BALANCE_KEY), invalidate(WITHDRAW_KEY)]);
}

/** A wallet's name for people: MAIN is the main wallet, vendors keep their code. */
function useWalletName() {
  const { t } = useLingui();
  return (wallet: string) => (wallet === 'MAIN' ? t`Main wallet` : wallet);
}

function TransferForm({ wallets }: { wallets: string[] }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const refresh = useRefresh();
  const nameOf = useWalletName();
  const minorUnits = money.minorUnits ?? 0;
  const [done, setDone] = useState<string | null>(null);
  const { form, formProps, formError, busy } = useContractForm({
    schema: transferSchema,
    defaultValues: {
      fromWallet: 'MAIN',
      toWallet: wallets.find((w) => w !== 'MAIN') ?? 'MAIN',
      amount: '',
      idempotencyKey: newIdempotencyKey(),
    },
    messages: { amount: { required: t`Please enter an amount.` } },
    check: (values) => (values.fromWallet === values.toWallet ? { toWallet: 'mismatch' } : {}),
    fieldOfCode: { INSUFFICIENT_FUNDS: 'amount', AMOUNT_INVALID: 'amount' },
    onSubmit: async (values) => {
      const result = await context.api.walletTransfer(values);
      setDone(
        t`Moved ${formatAmount(result.amount, money)} from ${nameOf(result.fromWallet)} to ${nameOf(result.toWallet)}.`,
      );
      form.reset({ ...values, amount: '', idempotencyKey: newIdempotencyKey() });
      await refresh();
    },
  });
  const options = wallets.map((w) => ({ value: w, label: nameOf(w) }));
  const toError = form.formState.errors.toWallet ? t`Choose two different wallets.` : undefined;
  return (
    <form className={styles.section} {...formProps} aria-labelledby="transfer-new">
      <h2 className={styles.heading} id="transfer-new">
        <Trans>Transfer between wallets</Trans>
      </h2>
      <NativeSelect
        label={t`From`}
        value={form.watch('fromWallet')}
        onChange={(value) => form.setValue('fromWallet', value)}
        options={options}
      />
      <NativeSelect
        label={t`To`}
        value={form.watch('toWallet')}
        onChange={(value) => form.setValue('toWallet', value, { shouldValidate: true })}
        options={options}
      />
      {toError ? (
        <p role="alert" className={styles.error}>
          {toError}
        </p>
      ) : null}
      <FormTextField
        control={form.control}
        name="amount"
        label={t`Amount`}
        inputMode={minorUnits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        isRequired
      />
      <FormAlert message={formError} />
      {done ? <p role="status">{done}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Transfer</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * §2.9 transferFund (issue 14 item 5): on a multi-wallet merchant (§3 isSingle 0) each wallet's
 * balance, a transfer between two (GCS_walletTransfer) and "recall all to main"; on a
 * single-wallet merchant it says plainly that there is one wallet.
 */
export function TransferFundPage() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const nameOf = useWalletName();
  const refresh = useRefresh();
  const mode = useQuery(merchantWalletQuery(context));
  const balance = useQuery(balanceQuery(context));
  const [recallKey, setRecallKey] = useState(newIdempotencyKey);
  const recall = useMutation({
    mutationFn: () => context.api.walletRecallAll({ idempotencyKey: recallKey }),
    onSuccess: async () => {
      setRecallKey(newIdempotencyKey());
      await refresh();
    },
  });
  if (mode.isPending || balance.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="100%" height={120} />
      </div>
    );
  }
  const failure = mode.error ?? balance.error;
  const wallets = balance.data?.wallets ?? [];
  const single = mode.data?.isSingle === 1;
  return (
    <div className={styles.page}>
      {failure ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, failure)}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="transfer-wallets">
        <h2 className={styles.heading} id="transfer-wallets">
          <Trans>Your wallets</Trans>
        </h2>
        <ul className={styles.wallets}>
          {wallets.map((w) => (
            <li key={w.walletId}>
              <Stat label={nameOf(w.wallet)} value={formatAmount(w.balance, money)} />
            </li>
          ))}
        </ul>
        {single ? (
          <p className={styles.muted}>
            <Trans>
              This site has one wallet for every game, so there is nothing to transfer: your whole
              balance is always ready to play and to withdraw.
            </Trans>
          </p>
        ) : (
          <>
            <div className={styles.actions}>
              <Button
                tone="neutral"
                variant="soft"
                isLoading={recall.isPending}
                onPress={() => recall.mutate()}
              >
                <Trans>Recall all to main</Trans>
              </Button>
            </div>
            {recall.error ? (
              <p role="alert" className={styles.error}>
                {errorMessage(i18n, recall.error)}
              </p>
            ) : null}
            {recall.data ? (
              <p role="status">
                {recall.data.recalled === 0
                  ? t`Every game wallet was already empty.`
                  : t`Moved ${formatAmount(recall.data.amount, money)} back to your main wallet.`}
              </p>
            ) : null}
          </>
        )}
      </section>
      {!single && wallets.length > 1 ? (
        <TransferForm wallets={wallets.map((w) => w.wallet)} />
      ) : null}
    </div>
  );
}
