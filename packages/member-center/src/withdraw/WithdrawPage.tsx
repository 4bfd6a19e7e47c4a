import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls, withdrawalProofLimits } from '@lobbykit/api-contract';
import { errorMessage, FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { formatAmount } from '@lobbykit/i18n';
import {
  BALANCE_KEY,
  balanceQuery,
  brandAtom,
  invalidatePlatformQueriesAtom,
  moneyFormatAtom,
  platformQueryContextAtom,
  useMutation,
  useQuery,
} from '@lobbykit/session';
import {
  Button,
  EmptyState,
  ImagePicker,
  LinkButton,
  NativeSelect,
  Skeleton,
  Stat,
  Timeline,
  WithdrawIcon,
} from '@lobbykit/ui-kit';
import type { TableColumn, TimelineStep } from '@lobbykit/ui-kit';
import { CashierHistory } from '../cashier/CashierHistory';
import { PaymentPasswordField } from '../cashier/PaymentPasswordField';
import { cashierTime as when } from '../cashier/time';
import { memberHref } from '../paths';
import {
  detailRefetch,
  isMoving,
  listRefetch,
  newIdempotencyKey,
  WITHDRAW_KEY,
  withdrawDetailQuery,
  withdrawInfoQuery,
  withdrawListQuery,
} from './withdrawQueries';
import type { WithdrawalDetail, WithdrawalSummary, WithdrawInfo } from './withdrawQueries';
import * as styles from './withdraw.css';

const createSchema = calls.withdrawCreate.request;

function useStateWords() {
  const { t } = useLingui();
  return {
    submitted: t`Submitted`,
    underReview: t`Under review`,
    approved: t`Approved`,
    paid: t`Paid`,
    rejected: t`Rejected`,
    received: t`Received`,
    fullyPaid: t`Fully paid`,
  } satisfies Record<WithdrawalSummary['state'], string>;
}

/** What the member's money refreshes after a withdrawal moves: this page and the header balance. */
function useRefresh() {
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  return () => Promise.all([invalidate(WITHDRAW_KEY), invalidate(BALANCE_KEY)]);
}

/** The form: amount, bank account and payment password. */
function WithdrawForm({ info, onMade }: { info: WithdrawInfo; onMade: (id: string) => void }) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const refresh = useRefresh();
  const minorUnits = money.minorUnits ?? 0;
  const firstAccount = info.bankAccounts[0]?.id ?? 0;
  const { form, formProps, formError, busy } = useContractForm({
    schema: createSchema,
    defaultValues: {
      amount: '',
      bankAccountId: firstAccount,
      paymentPassword: '',
      idempotencyKey: newIdempotencyKey(),
    },
    messages: {
      amount: {
        required: t`Please enter an amount.`,
        format: t`Please enter an amount such as ${formatAmount(info.min, { minorUnits })}.`,
      },
      paymentPassword: { required: t`Please enter your payment password.` },
    },
    fieldOfCode: {
      WITHDRAWAL_AMOUNT_OUT_OF_RANGE: 'amount',
      INSUFFICIENT_FUNDS: 'amount',
      BONUS_WAGERING_LOCKED: 'amount',
      PAYMENT_PASSWORD_WRONG: 'paymentPassword',
    },
    onSubmit: async (values) => {
      const made = await context.api.withdrawCreate(values);
      // The next withdrawal is a new attempt with a key of its own.
      form.reset({
        amount: '',
        bankAccountId: values.bankAccountId,
        paymentPassword: '',
        idempotencyKey: newIdempotencyKey(),
      });
      await refresh();
      onMade(made.id);
    },
  });
  const accountId = form.watch('bankAccountId');
  const minText = formatAmount(info.min, money);
  const maxText = formatAmount(info.max, money);
  return (
    <form className={styles.section} {...formProps} aria-labelledby="withdraw-new">
      <h2 className={styles.heading} id="withdraw-new">
        <Trans>New withdrawal</Trans>
      </h2>
      <FormTextField
        control={form.control}
        name="amount"
        label={t`Amount`}
        inputMode={minorUnits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        isRequired
        hint={t`From ${minText} to ${maxText}, at most your withdrawable balance.`}
      />
      <NativeSelect
        label={t`Bank account`}
        value={String(accountId)}
        onChange={(value) => form.setValue('bankAccountId', Number(value))}
        options={info.bankAccounts.map((a) => ({
          value: String(a.id),
          label: `${a.bankName} ${a.accountNumber} (${a.holderName})`,
        }))}
      />
      <PaymentPasswordField control={form.control} />
      <p className={styles.muted}>
        {/* UKGC: a withdrawal cannot be reversed by the member once requested. */}
        <Trans>Once submitted, a withdrawal cannot be cancelled.</Trans>
      </p>
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Withdraw</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The timeline's steps: what happened (with time and note) and what comes next (expected by). */
function useSteps(detail: WithdrawalDetail, timeZone: string): TimelineStep[] {
  const { t } = useLingui();
  const words = useStateWords();
  const titleOf = (e: WithdrawalDetail['timeline'][number]) =>
    e.kind === 'notReceived'
      ? t`Reported not received`
      : e.kind === 'received' && e.forced
        ? t`Counted as received (not confirmed in time)`
        : words[e.kind];
  const last = detail.timeline.length - 1;
  const steps: TimelineStep[] = detail.timeline.map((e, index) => {
    const proof = e.proofImages > 0 ? t`${e.proofImages} proof image(s) sent` : '';
    const note = [e.note ?? '', proof].filter(Boolean).join(' · ');
    return {
      id: `${index}`,
      title: titleOf(e),
      state:
        e.kind === 'rejected'
          ? 'failed'
          : index === last && isMoving(detail.state)
            ? 'current'
            : 'done',
      time: when(e.at, timeZone),
      dateTime: e.at,
      ...(note ? { note } : {}),
    };
  });
  if (detail.next) {
    const by = when(detail.next.by, timeZone);
    const nextTitle = {
      review: t`Review`,
      payment: t`Payment`,
      confirmation: t`Your confirmation`,
    }[detail.next.step];
    steps.push({
      id: 'next',
      title: nextTitle,
      state: 'upcoming',
      note:
        detail.next.step === 'confirmation'
          ? t`Please confirm by ${by}; after that it counts as received.`
          : t`Expected by ${by}`,
    });
  }
  return steps;
}

/** §4: once paid, the member says received, fully paid, or not received with proof. */
function Confirm({ detail }: { detail: WithdrawalDetail }) {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const refresh = useRefresh();
  const [images, setImages] = useState<
    { id: string; name: string; previewUrl: string; file: File }[]
  >([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [reporting, setReporting] = useState(false);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.previewUrl)), []);
  const confirm = useMutation({
    mutationFn: (outcome: 'received' | 'notReceived' | 'fullyPaid') =>
      context.api.withdrawConfirm({
        id: detail.id,
        outcome,
        ...(outcome === 'notReceived' ? { proof: images.map((i) => i.file) } : {}),
      }),
    onSuccess: () => refresh(),
  });
  const maxMb = withdrawalProofLimits.maxImageBytes / 1024 / 1024;
  const maxCount = withdrawalProofLimits.maxImages;
  function add(files: File[]) {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      if (!(withdrawalProofLimits.imageTypes as readonly string[]).includes(file.type)) {
        problems.push(t`${file.name} is not a PNG or JPG image.`);
      } else if (file.size > withdrawalProofLimits.maxImageBytes) {
        problems.push(t`${file.name} is larger than ${maxMb} MB.`);
      } else if (images.length + accepted.length >= maxCount) {
        problems.push(t`${file.name} was not added: at most ${maxCount} images.`);
      } else {
        accepted.push(file);
      }
    }
    setProblem(problems.length > 0 ? problems.join(' ') : undefined);
    setImages((list) => [
      ...list,
      ...accepted.map((file, index) => ({
        id: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        file,
      })),
    ]);
  }
  return (
    <div className={styles.section} role="group" aria-labelledby={`confirm-${detail.id}`}>
      <h3 className={styles.heading} id={`confirm-${detail.id}`}>
        <Trans>Did the money arrive?</Trans>
      </h3>
      {confirm.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, confirm.error)}
        </p>
      ) : null}
      {reporting ? (
        <>
          <ImagePicker
            label={t`Proof (a bank statement or screenshot)`}
            hint={t`Up to ${maxCount} PNG or JPG images of ${maxMb} MB each.`}
            errorMessage={problem}
            images={images}
            onAdd={add}
            onRemove={(id) =>
              setImages((list) => {
                const gone = list.find((i) => i.id === id);
                if (gone) URL.revokeObjectURL(gone.previewUrl);
                return list.filter((i) => i.id !== id);
              })
            }
            maxCount={maxCount}
            acceptedTypes={withdrawalProofLimits.imageTypes}
            addLabel={t`Add image`}
            removeLabel={(name) => t`Remove ${name}`}
          />
          <div className={styles.actions}>
            <Button
              isDisabled={images.length === 0}
              isLoading={confirm.isPending}
              onPress={() => confirm.mutate('notReceived')}
            >
              <Trans>Send the report</Trans>
            </Button>
            <Button tone="neutral" variant="ghost" onPress={() => setReporting(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button isLoading={confirm.isPending} onPress={() => confirm.mutate('received')}>
            <Trans>I received it</Trans>
          </Button>
          <Button
            tone="neutral"
            variant="soft"
            isDisabled={confirm.isPending}
            onPress={() => confirm.mutate('fullyPaid')}
          >
            <Trans>Fully paid</Trans>
          </Button>
          <Button tone="neutral" variant="soft" onPress={() => setReporting(true)}>
            <Trans>Not received</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** One withdrawal: amount, account, state, the rejection reason, the timeline, confirmation. */
function Detail({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const timeZone = useAtomValue(brandAtom).timeZone;
  const words = useStateWords();
  const detail = useQuery({ ...withdrawDetailQuery(context, id), refetchInterval: detailRefetch });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  const steps = useSteps(
    detail.data ??
      ({ timeline: [], next: null, state: 'submitted' } as unknown as WithdrawalDetail),
    timeZone,
  );
  const stateLabels = {
    done: t`Done`,
    current: t`Current step`,
    // A context: game-lobby's pagination "Next" (次へ) shares the one message table.
    upcoming: t({ message: 'Next', context: 'withdrawal step state' }),
    failed: t`Rejected`,
  };
  return (
    <section className={styles.section} aria-labelledby={`withdrawal-${id}`}>
      <h2 className={styles.heading} id={`withdrawal-${id}`} ref={heading} tabIndex={-1}>
        <Trans>Withdrawal {id}</Trans>
      </h2>
      {detail.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, detail.error)}
        </p>
      ) : null}
      {detail.data ? (
        <>
          <dl className={styles.details}>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd className={styles.strong}>{formatAmount(detail.data.amount, money)}</dd>
            <dt>
              <Trans>To</Trans>
            </dt>
            <dd>
              {detail.data.bankName} {detail.data.accountNumber} ({detail.data.holderName})
            </dd>
            <dt>
              <Trans>State</Trans>
            </dt>
            <dd className={styles.state} data-state={detail.data.state}>
              {words[detail.data.state]}
            </dd>
            {detail.data.rejectReason ? (
              <>
                <dt>
                  <Trans>Reason</Trans>
                </dt>
                <dd>{detail.data.rejectReason}</dd>
              </>
            ) : null}
          </dl>
          <Timeline label={t`Withdrawal progress`} steps={steps} stateLabels={stateLabels} />
          {detail.data.canConfirm ? <Confirm detail={detail.data} /> : null}
        </>
      ) : (
        <Skeleton width="100%" height={160} />
      )}
    </section>
  );
}

/** Why the form cannot show yet, with the way to the security centre. */
function Prerequisite({ info }: { info: WithdrawInfo }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<WithdrawIcon />}
      title={
        !info.hasPaymentPassword ? t`Set a payment password first` : t`Add a bank account first`
      }
      description={
        !info.hasPaymentPassword
          ? t`Withdrawals are protected by a payment password, set in the security centre.`
          : t`Withdrawals are paid to a bank account in your name, added in the security centre.`
      }
      action={
        <LinkButton href={memberHref('securityCenter')}>
          <Trans>Go to the security centre</Trans>
        </LinkButton>
      }
    />
  );
}

/**
 * §2.9 withdraw (issue 14 item 4): the withdrawable balance (available less what a bonus's
 * wagering locks), the form (amount, bank account, payment password), then the withdrawal's
 * timeline with each step's time and note, the expected time of the next, a rejection's reason
 * and §4's confirmation; the member's past withdrawals below.
 */
export function WithdrawPage() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const words = useStateWords();
  const info = useQuery(withdrawInfoQuery(context));
  // What pending withdrawals hold: the balance call answers it beside the available balance.
  const held = useQuery(balanceQuery(context)).data?.held;
  const list = useQuery({ ...withdrawListQuery(context), refetchInterval: listRefetch });
  const [shown, setShown] = useState<string | null>(null);

  const columns: TableColumn<WithdrawalSummary>[] = [
    { id: 'amount', label: t`Amount`, align: 'end', render: (w) => formatAmount(w.amount, money) },
    { id: 'account', label: t`Bank account`, render: (w) => `${w.bankName} ${w.accountNumber}` },
    { id: 'state', label: t`State`, render: (w) => words[w.state] },
    {
      id: 'action',
      label: t`Action`,
      render: (w) => (
        <Button size="sm" tone="neutral" variant="soft" onPress={() => setShown(w.id)}>
          <Trans>Details</Trans>
        </Button>
      ),
    },
  ];

  if (info.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="100%" height={120} />
        <Skeleton width="100%" height={200} />
      </div>
    );
  }
  const data = info.data;
  return (
    <div className={styles.page}>
      {info.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, info.error)}
        </p>
      ) : null}
      {data ? (
        <section className={styles.section} aria-labelledby="withdraw-balance">
          <h2 className={styles.heading} id="withdraw-balance">
            <Trans>Your balance</Trans>
          </h2>
          <div className={styles.stats}>
            <Stat label={t`Withdrawable`} value={formatAmount(data.withdrawable, money)} />
            <Stat label={t`Available`} value={formatAmount(data.available, money)} />
            <Stat
              label={t`Locked by bonus wagering`}
              value={formatAmount(data.lockedByBonus, money)}
            />
            {held === undefined ? null : (
              <Stat label={t`Held for withdrawals`} value={formatAmount(held, money)} />
            )}
          </div>
          <p className={styles.muted}>
            <Trans>
              Money you asked to withdraw is held at once: it cannot be played with while the
              withdrawal is reviewed.
            </Trans>
          </p>
          {Number(data.lockedByBonus) > 0 ? (
            // Issue 14: why withdrawable is less than available, and where the wagering stands.
            <p className={styles.muted}>
              <Trans>
                A daily deposit bonus stays locked until its wagering is done.{' '}
                <Link to={memberHref('bonusDetails')}>See your bonuses</Link>
              </Trans>
            </p>
          ) : null}
        </section>
      ) : null}
      {data && (!data.hasPaymentPassword || data.bankAccounts.length === 0) ? (
        <Prerequisite info={data} />
      ) : data ? (
        <WithdrawForm info={data} onMade={setShown} />
      ) : null}
      {shown ? <Detail id={shown} /> : null}
      <CashierHistory
        headingId="withdraw-history"
        title={t`Your withdrawals`}
        columns={columns}
        rows={list.data?.items ?? []}
        isPending={list.isPending}
        error={list.error}
        loadingLabel={t`Loading withdrawals`}
        emptyContent={<EmptyState icon={<WithdrawIcon />} title={t`No withdrawals yet`} />}
      />
    </div>
  );
}
