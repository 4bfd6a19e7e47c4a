import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contractProcessCalls } from '@lobbykit/api-contract/rules';
import type { ContractAction, ContractKind, ContractPeriod } from '@lobbykit/api-contract/rules';
import type { Contract } from '@lobbykit/api-contract';
import { useErrorMessage } from '@lobbykit/forms';
import { formatAmount } from '@lobbykit/i18n';
import { apiAtom, moneyFormatAtom, useMutation } from '@lobbykit/session';
import { Button, NativeDialog } from '@lobbykit/ui-kit';
import * as styles from './ContractPopup.css';

const kindNames: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend`,
  'daily-salary': msg`Daily salary`,
  'hourly-salary': msg`Hourly salary`,
  'realtime-salary': msg`Real-time salary`,
};

const periodNames: Record<ContractPeriod, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  semimonthly: msg`Semimonthly`,
  monthly: msg`Monthly`,
  hourly: msg`Hourly`,
  // §9: a real-time salary settles every 5 minutes.
  realtime: msg`Every 5 minutes`,
};

/**
 * §2.8 contract popup (logged in only): a dividend or salary contract the member's upline (or the
 * operator) offers, with Accept and Reject (§4 contract actions through the kind's §7.3 process
 * call), or a short notice that one was settled. It closes once answered; an offer answered in
 * another tab closes by its event.
 */
export default function ContractPopup({
  contract,
  onClose,
}: {
  contract: Contract;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const api = useAtomValue(apiAtom);
  const money = useAtomValue(moneyFormatAtom);
  const errorMessage = useErrorMessage();
  const [chosen, setChosen] = useState<ContractAction | null>(null);
  const answer = useMutation({
    mutationFn: (action: ContractAction) =>
      api[contractProcessCalls[contract.kind]]({ id: contract.id, action }),
    onSuccess: onClose,
  });
  const act = (action: ContractAction) => {
    setChosen(action);
    answer.mutate(action);
  };
  const kind = i18n._(kindNames[contract.kind]);
  const terms: [string, string][] = [
    [t`Contract`, kind],
    [t`Rate`, `${contract.rate}%`],
    [t`Period`, i18n._(periodNames[contract.period])],
    [t`Offered by`, contract.offeredBy ?? t`The operator`],
  ];
  const settlement = contract.settlement;
  const amount = (value: string) => formatAmount(value, money);

  if (contract.state === 'settled' && settlement) {
    return (
      <NativeDialog
        title={t`Contract settled`}
        closeLabel={t`Close`}
        isOpen
        size="sm"
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        actions={
          <Button onPress={onClose}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p className={styles.lead}>
          <Trans>This contract was settled: it comes to {amount(settlement.amount)}.</Trans>
        </p>
        <dl className={styles.terms}>
          {(
            [
              [t`Contract`, kind],
              [t`Bet amount`, amount(settlement.betAmount)],
              [t`Active members`, i18n.number(settlement.activeMembers)],
              [t`Profit/loss`, amount(settlement.profitLoss)],
              [t`Rate`, `${contract.rate}%`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={styles.term}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </NativeDialog>
    );
  }

  return (
    <NativeDialog
      title={t`Contract offer`}
      closeLabel={t`Decide later`}
      isOpen
      size="sm"
      // A decision: a stray tap on the backdrop does not dismiss it (Esc and the close button do).
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={
        <div className={styles.actions}>
          <Button
            variant="soft"
            tone="neutral"
            isLoading={answer.isPending && chosen === 'reject'}
            isDisabled={answer.isPending && chosen !== 'reject'}
            onPress={() => act('reject')}
          >
            <Trans>Reject</Trans>
          </Button>
          <Button
            isLoading={answer.isPending && chosen === 'accept'}
            isDisabled={answer.isPending && chosen !== 'accept'}
            onPress={() => act('accept')}
          >
            <Trans>Accept</Trans>
          </Button>
        </div>
      }
    >
      <p className={styles.lead}>
        <Trans>Please accept or reject this contract.</Trans>
      </p>
      <dl className={styles.terms}>
        {terms.map(([label, value]) => (
          <div key={label} className={styles.term}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {answer.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(answer.error)}
        </p>
      ) : null}
    </NativeDialog>
  );
}
