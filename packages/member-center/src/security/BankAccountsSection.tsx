import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import type { BankAccount } from '@lobbykit/api-contract';
import { FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import {
  invalidatePlatformQueriesAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Button, NativeDialog, Skeleton } from '@lobbykit/ui-kit';
import { PaymentPasswordField } from '../cashier/PaymentPasswordField';
import { BANK_ACCOUNTS_KEY, bankAccountsQuery, PROFILE_KEY, SECURITY_KEY } from './securityQueries';
import * as styles from './security.css';

const emptyAccount = { holderName: '', bankName: '', accountNumber: '', paymentPassword: '' };

function AddAccountForm({ payeeName, onAdded }: { payeeName: string | null; onAdded: () => void }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const { form, formProps, formError, busy } = useContractForm({
    schema: calls.memberBankAccountAdd.request,
    defaultValues: { ...emptyAccount, holderName: payeeName ?? '' },
    messages: {
      accountNumber: {
        format: t`Digits, spaces or dashes: 6 to 34 digits.`,
        pattern: t`Digits, spaces or dashes: 6 to 34 digits.`,
      },
    },
    fieldOfCode: {
      PAYMENT_PASSWORD_WRONG: 'paymentPassword',
      PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
      HOLDER_NAME_MISMATCH: 'holderName',
      BANK_ACCOUNT_DUPLICATE: 'accountNumber',
    },
    onSubmit: async (values) => {
      await context.api.memberBankAccountAdd(values);
      form.reset({ ...emptyAccount, holderName: payeeName ?? values.holderName });
      // The first account sets the payee name: the profile and overview show it from now on.
      await Promise.all([
        invalidate(BANK_ACCOUNTS_KEY),
        invalidate(PROFILE_KEY),
        invalidate(SECURITY_KEY),
      ]);
      onAdded();
    },
  });
  return (
    <form {...formProps} className={styles.form} aria-label={t`Add a bank account`}>
      <FormAlert message={formError} />
      <div className={styles.fields}>
        <FormTextField
          control={form.control}
          name="holderName"
          label={t`Account holder`}
          autoComplete="name"
          isReadOnly={payeeName !== null}
          hint={
            payeeName !== null
              ? t`Your payee name: withdrawals go only to your own name.`
              : t`Your real name; it becomes your payee name and cannot be changed later.`
          }
        />
        <FormTextField control={form.control} name="bankName" label={t`Bank`} />
        <FormTextField
          control={form.control}
          name="accountNumber"
          label={t`Account number`}
          inputMode="numeric"
        />
        <PaymentPasswordField control={form.control} isRequired={false} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Add bank account</Trans>
        </Button>
      </div>
    </form>
  );
}

function RemoveDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const { form, formProps, formError, busy } = useContractForm({
    schema: calls.memberBankAccountRemove.request,
    defaultValues: { id: account.id, paymentPassword: '' },
    fieldOfCode: {
      PAYMENT_PASSWORD_WRONG: 'paymentPassword',
      PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
    },
    onSubmit: async (values) => {
      await context.api.memberBankAccountRemove(values);
      await invalidate(BANK_ACCOUNTS_KEY);
      onClose();
    },
  });
  const number = account.accountNumber;
  return (
    <NativeDialog
      isOpen
      role="alertdialog"
      size="sm"
      title={t`Remove this bank account?`}
      closeLabel={t`Close`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form {...formProps} className={styles.form}>
        <p className={styles.note}>
          <Trans>
            {account.bankName} {number} will no longer receive withdrawals.
          </Trans>
        </p>
        <FormAlert message={formError} />
        <PaymentPasswordField control={form.control} isRequired={false} />
        <div className={styles.actions}>
          <Button tone="neutral" variant="soft" onPress={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button tone="critical" type="submit" isDisabled={busy}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </form>
    </NativeDialog>
  );
}

/**
 * Issue 14 item 2: bank accounts for withdrawals — numbers masked once saved, at most the brand's
 * maximum (the count shown), added and removed with the payment password.
 */
export function BankAccountsSection({
  payeeName,
  hasPaymentPassword,
}: {
  payeeName: string | null;
  hasPaymentPassword: boolean;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const bank = useQuery(bankAccountsQuery(context));
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [added, setAdded] = useState(false);
  const accounts = bank.data?.accounts ?? [];
  const max = bank.data?.max ?? 0;
  const count = accounts.length;
  return (
    <section className={styles.section} aria-labelledby="security-bank">
      <h2 id="security-bank" className={styles.heading}>
        <Trans>Bank accounts</Trans>
      </h2>
      {bank.isPending ? (
        <Skeleton width="100%" height={96} />
      ) : bank.error ? (
        <p role="alert">{t`Your bank accounts could not be loaded.`}</p>
      ) : (
        <>
          <p className={styles.note}>
            <Trans>
              {count} of {max} accounts used.
            </Trans>
          </p>
          {count > 0 ? (
            <ul className={styles.list} aria-label={t`Your bank accounts`}>
              {accounts.map((account) => {
                const label = `${account.bankName} ${account.accountNumber}`;
                return (
                  <li key={account.id} className={styles.row}>
                    <span>
                      <strong>{account.bankName}</strong> {account.accountNumber}
                      <br />
                      <span className={styles.note}>{account.holderName}</span>
                    </span>
                    <Button
                      tone="neutral"
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove ${label}`}
                      onPress={() => setRemoving(account)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {added ? (
            <p role="status" className={styles.status}>
              <Trans>The bank account is added.</Trans>
            </p>
          ) : null}
          {!hasPaymentPassword ? (
            <p className={styles.note}>
              <Trans>Set a payment password first: adding a bank account asks for it.</Trans>
            </p>
          ) : count >= max ? (
            <p className={styles.note}>
              <Trans>You have the most bank accounts allowed. Remove one to add another.</Trans>
            </p>
          ) : (
            <AddAccountForm payeeName={payeeName} onAdded={() => setAdded(true)} />
          )}
        </>
      )}
      {removing ? <RemoveDialog account={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
