import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  calls,
  depositProofLimits,
  depositQuote,
  moneyIssue,
  toMinorUnits,
} from '@lobbykit/api-contract';
import { errorMessage, FormAlert, FormTextField, useContractForm } from '@lobbykit/forms';
import { formatAmount, formatMinorAmount } from '@lobbykit/i18n';
import {
  BALANCE_KEY,
  invalidatePlatformQueriesAtom,
  isApiError,
  moneyFormatAtom,
  platformQueryContextAtom,
  useMutation,
  useQuery,
} from '@lobbykit/session';
import { Button, DepositIcon, EmptyState, ImagePicker, Skeleton } from '@lobbykit/ui-kit';
import type { TableColumn } from '@lobbykit/ui-kit';
import { CashierHistory } from '../cashier/CashierHistory';
import { DEPOSIT_KEY, depositChannelsQuery, depositListQuery } from './depositQueries';
import type { Deposit, DepositChannel } from './depositQueries';
import * as styles from './deposit.css';

const createSchema = calls.depositCreate.request;

/** The state of a deposit in words (never colour alone). */
function StateLabel({ state }: { state: Deposit['state'] }) {
  const { t } = useLingui();
  const words: Record<Deposit['state'], string> = {
    created: t`Waiting for payment`,
    pending: t`Waiting for confirmation`,
    credited: t`Credited`,
    rejected: t`Rejected`,
    expired: t`Expired`,
  };
  return (
    <span className={styles.state} data-state={state}>
      {words[state]}
    </span>
  );
}

function useChannelName() {
  const { t } = useLingui();
  return (provider: DepositChannel['provider']) =>
    provider === 'bankTransfer' ? t`Bank transfer` : t`Instant payment (demo)`;
}

/** The fee and what reaches the wallet, for an amount as typed (null while it is not one). */
function quoteOf(channel: DepositChannel | undefined, amount: string, minorUnits: number) {
  if (!channel || moneyIssue(amount.trim(), { code: channel.currency, minorUnits }) !== null)
    return null;
  const amountMinor = toMinorUnits(amount.trim(), minorUnits);
  if (amountMinor <= 0n) return null;
  return depositQuote(amountMinor, {
    feeFixedMinor: toMinorUnits(channel.feeFixed, minorUnits),
    feeRateBp: channel.feeRateBp,
    feeBearer: channel.feeBearer,
  });
}

/** A bank transfer's instructions: where to send, the reference (with a copy button), proof. */
function BankInstructions({ deposit, onDone }: { deposit: Deposit; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const [copied, setCopied] = useState(false);
  const [images, setImages] = useState<
    { id: string; name: string; previewUrl: string; file: File }[]
  >([]);
  const [imageProblem, setImageProblem] = useState<string | undefined>();
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.previewUrl)), []);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [deposit.id]);

  const send = useMutation({
    mutationFn: () =>
      context.api.depositProof({ id: deposit.id, images: images.map((i) => i.file) }),
    onSuccess: async () => {
      await invalidate(DEPOSIT_KEY);
      onDone();
    },
  });
  const account = deposit.receivingAccount;
  const reference = deposit.reference ?? '';
  const maxMb = depositProofLimits.maxImageBytes / 1024 / 1024;
  const waiting = deposit.state === 'created';

  return (
    <section className={styles.section} aria-labelledby={`bank-${deposit.id}`}>
      <h2 className={styles.heading} id={`bank-${deposit.id}`} ref={heading} tabIndex={-1}>
        <Trans>Transfer details</Trans>
      </h2>
      <p className={styles.status}>
        <Trans>
          Send {formatAmount(deposit.amount, money)} to this account and write the reference in the
          transfer&apos;s name or message field.
        </Trans>
      </p>
      {account ? (
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Bank</Trans>
          </dt>
          <dd className={styles.value}>{account.bankName}</dd>
          <dt className={styles.term}>
            <Trans>Branch</Trans>
          </dt>
          <dd className={styles.value}>{account.branchName}</dd>
          <dt className={styles.term}>
            <Trans>Account type</Trans>
          </dt>
          <dd className={styles.value}>{account.accountType}</dd>
          <dt className={styles.term}>
            <Trans>Account number</Trans>
          </dt>
          <dd className={styles.value}>{account.accountNumber}</dd>
          <dt className={styles.term}>
            <Trans>Account holder</Trans>
          </dt>
          <dd className={styles.value}>{account.accountHolder}</dd>
          <dt className={styles.term}>
            <Trans>Reference</Trans>
          </dt>
          <dd className={styles.value}>
            <span className={styles.reference}>
              <span className={styles.code}>{reference}</span>
              <Button
                size="sm"
                tone="neutral"
                variant="soft"
                onPress={() => {
                  void navigator.clipboard?.writeText(reference).then(() => setCopied(true));
                }}
              >
                <Trans>Copy reference</Trans>
              </Button>
              <span role="status" className={styles.muted}>
                {copied ? <Trans>Copied</Trans> : null}
              </span>
            </span>
          </dd>
        </dl>
      ) : null}
      {waiting ? (
        <>
          <ImagePicker
            label={t`Proof of transfer (optional)`}
            hint={t`Up to ${depositProofLimits.maxImages} PNG or JPEG images, ${maxMb} MB each.`}
            errorMessage={imageProblem}
            images={images}
            maxCount={depositProofLimits.maxImages}
            acceptedTypes={depositProofLimits.imageTypes}
            addLabel={t`Add image`}
            removeLabel={(name) => t`Remove ${name}`}
            onAdd={(files) => {
              setImageProblem(undefined);
              const accepted: typeof images = [];
              for (const file of files) {
                const name = file.name;
                if (!(depositProofLimits.imageTypes as readonly string[]).includes(file.type)) {
                  setImageProblem(t`${name} is not a PNG or JPEG image.`);
                } else if (file.size > depositProofLimits.maxImageBytes) {
                  setImageProblem(t`${name} is larger than ${maxMb} MB.`);
                } else if (images.length + accepted.length >= depositProofLimits.maxImages) {
                  setImageProblem(
                    t`${name} was not added: at most ${depositProofLimits.maxImages} images.`,
                  );
                } else {
                  accepted.push({
                    id: `${Date.now()}-${accepted.length}-${name}`,
                    name,
                    previewUrl: URL.createObjectURL(file),
                    file,
                  });
                }
              }
              setImages([...images, ...accepted]);
            }}
            onRemove={(id) => {
              const gone = images.find((i) => i.id === id);
              if (gone) URL.revokeObjectURL(gone.previewUrl);
              setImages(images.filter((i) => i.id !== id));
            }}
          />
          {send.error ? (
            <p role="alert" className={styles.error}>
              {errorMessage(i18n, send.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button isLoading={send.isPending} onPress={() => send.mutate()}>
              <Trans>I have made the transfer</Trans>
            </Button>
            <Button tone="neutral" variant="soft" onPress={onDone}>
              <Trans>Later</Trans>
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button tone="neutral" variant="soft" onPress={onDone}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

/** Choose a channel and an amount; the fee and what is credited show before confirming. */
function DepositForm({
  channels,
  limits,
  onBank,
}: {
  channels: DepositChannel[];
  limits: { period: 'day' | 'week' | 'month'; limit: string; left: string }[];
  onBank: (deposit: Deposit) => void;
}) {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const nameOf = useChannelName();
  const minorUnits = money.minorUnits ?? 0;
  const { form, formProps, formError, busy } = useContractForm({
    schema: createSchema,
    defaultValues: { channel: channels[0]?.code ?? '', amount: '' },
    messages: {
      amount: {
        required: t`Please enter an amount.`,
        format: t`Please enter an amount such as ${formatAmount(channels[0]?.min ?? '0', { minorUnits })}.`,
      },
    },
    fieldOfCode: { DEPOSIT_AMOUNT_OUT_OF_RANGE: 'amount', DEPOSIT_LIMIT_REACHED: 'amount' },
    onSubmit: async (values) => {
      const deposit = await context.api.depositCreate(values).catch(async (error: unknown) => {
        // What is left of each limit, shown beside the refusal, as it stands now.
        if (isApiError(error) && error.errorCode === 'DEPOSIT_LIMIT_REACHED')
          await invalidate(DEPOSIT_KEY);
        throw error;
      });
      await invalidate(DEPOSIT_KEY);
      if (deposit.payUrl) {
        // The gateway's hosted page; it returns to this page with the deposit's state.
        window.location.assign(deposit.payUrl);
        return;
      }
      form.reset({ channel: values.channel, amount: '' });
      onBank(deposit);
    },
  });
  const code = form.watch('channel');
  const amount = form.watch('amount') ?? '';
  const channel = channels.find((c) => c.code === code);
  const quote = quoteOf(channel, String(amount), minorUnits);
  const periodWord = { day: t`Daily limit`, week: t`Weekly limit`, month: t`Monthly limit` };
  const minText = channel ? formatAmount(channel.min, money) : '';
  const maxText = channel ? formatAmount(channel.max, money) : '';

  return (
    <form className={styles.section} {...formProps} aria-labelledby="deposit-new">
      <h2 className={styles.heading} id="deposit-new">
        <Trans>New deposit</Trans>
      </h2>
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>
          <Trans>Method</Trans>
        </legend>
        {channels.map((c) => (
          <label key={c.code} className={styles.channel}>
            <input type="radio" value={c.code} {...form.register('channel')} />
            <span className={styles.channelText}>
              <span className={styles.strong}>{nameOf(c.provider)}</span>
              <span className={styles.muted}>
                {formatAmount(c.min, money)} – {formatAmount(c.max, money)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormTextField
        control={form.control}
        name="amount"
        label={t`Amount`}
        inputMode={minorUnits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        isRequired
        hint={channel ? t`From ${minText} to ${maxText}` : undefined}
      />
      {limits.length > 0 ? (
        <ul className={styles.muted} aria-label={t`Your deposit limits`}>
          {limits.map((l) => {
            const limitText = formatAmount(l.limit, money);
            const leftText = formatAmount(l.left, money);
            const label = periodWord[l.period];
            return (
              <li key={l.period}>
                <Trans>
                  {label}: {limitText}, {leftText} left
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
      {channel ? (
        <dl className={styles.quote} aria-live="polite">
          <dt>
            {channel.feeBearer === 'member' ? (
              <Trans>Fee (paid by you)</Trans>
            ) : (
              <Trans>Fee (paid by us)</Trans>
            )}
          </dt>
          <dd className={styles.quoteValue}>
            {quote ? formatMinorAmount(quote.feeMinor, money) : '–'}
          </dd>
          <dt className={styles.strong}>
            <Trans>Credited to your balance</Trans>
          </dt>
          <dd className={`${styles.quoteValue} ${styles.strong}`}>
            {quote && quote.creditMinor > 0n ? formatMinorAmount(quote.creditMinor, money) : '–'}
          </dd>
        </dl>
      ) : null}
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy}>
          {channel?.provider === 'demoGateway' ? (
            <Trans>Continue to payment</Trans>
          ) : (
            <Trans>Deposit</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}

/**
 * §2.9 depositv2 (issue 14 item 3): choose a channel and an amount with its fee and credit shown
 * first; a bank transfer shows where to send and takes proof; the demo gateway opens its hosted
 * page. The member's deposits follow below with their states; a newly credited one refreshes the
 * balance in the header.
 */
export function DepositPage() {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const nameOf = useChannelName();
  const [params] = useSearchParams();
  const channels = useQuery(depositChannelsQuery(context));
  const list = useQuery(depositListQuery(context));
  const [bank, setBank] = useState<Deposit | null>(null);

  // A deposit newly credited (the gateway's return, an operator's confirmation): the balance.
  const credited = useRef<Set<number> | null>(null);
  const returnedId = Number(params.get('deposit'));
  useEffect(() => {
    const rows = list.data?.content;
    if (!rows) return;
    const now = new Set(rows.filter((d) => d.state === 'credited').map((d) => d.id));
    const before = credited.current;
    credited.current = now;
    const grew = before ? [...now].some((id) => !before.has(id)) : now.has(returnedId);
    if (grew) void invalidate(BALANCE_KEY).then(() => invalidate(DEPOSIT_KEY));
  }, [list.data, invalidate, returnedId]);

  const rows = list.data?.content ?? [];
  const returned = rows.find((d) => d.id === returnedId);

  const columns: TableColumn<Deposit>[] = [
    { id: 'channel', label: t`Method`, render: (d) => nameOf(d.provider) },
    { id: 'amount', label: t`Amount`, align: 'end', render: (d) => formatAmount(d.amount, money) },
    {
      id: 'credit',
      label: t`After fee`,
      align: 'end',
      render: (d) => formatAmount(d.credit, money),
    },
    {
      id: 'state',
      label: t`State`,
      render: (d) => (
        <>
          <StateLabel state={d.state} />
          {d.reason ? <span className={styles.muted}> {d.reason}</span> : null}
        </>
      ),
    },
    {
      id: 'action',
      label: t`Action`,
      render: (d) =>
        d.provider === 'bankTransfer' && (d.state === 'created' || d.state === 'pending') ? (
          <Button size="sm" tone="neutral" variant="soft" onPress={() => setBank(d)}>
            <Trans>Transfer details</Trans>
          </Button>
        ) : d.payUrl ? (
          <a href={d.payUrl}>
            <Trans>Pay</Trans>
          </a>
        ) : null,
    },
  ];

  if (channels.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="100%" height={160} />
        <Skeleton width="100%" height={120} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {returned ? (
        <p role="status" className={`${styles.section} ${styles.returned}`}>
          <Trans>
            Deposit of {formatAmount(returned.amount, money)}: <StateLabel state={returned.state} />
          </Trans>
        </p>
      ) : null}
      {channels.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, channels.error)}
        </p>
      ) : null}
      {bank ? (
        <BankInstructions deposit={bank} onDone={() => setBank(null)} />
      ) : channels.data && channels.data.channels.length > 0 ? (
        <DepositForm
          channels={channels.data.channels}
          limits={channels.data.limits}
          onBank={setBank}
        />
      ) : channels.data ? (
        <EmptyState
          icon={<DepositIcon />}
          title={t`Deposits are not open`}
          description={t`No deposit method is offered at the moment. Please contact customer service.`}
        />
      ) : null}
      <CashierHistory
        headingId="deposit-history"
        title={t`Your deposits`}
        columns={columns}
        rows={rows}
        isPending={list.isPending}
        error={list.error}
        loadingLabel={t`Loading deposits`}
        emptyContent={<EmptyState icon={<DepositIcon />} title={t`No deposits yet`} />}
      />
    </div>
  );
}
