import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { PlatformQueryContext } from '@lobbykit/session';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fakeInbox, renderInMemberCentre } from '../../test/renderInMemberCentre';
import WithdrawPage from '../pages/withdraw';
import TransferFundPage from '../pages/transferFund';
import TransferUplinePage from '../pages/transferUpline';

type Api = PlatformQueryContext['api'];

const account = {
  id: 3,
  holderName: 'Hanako Yamada',
  bankName: 'Sakura Bank',
  accountNumber: '•••• 7890',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const event = (kind: string, state: string, at: string, note: string | null = null) => ({
  kind,
  state,
  at,
  note,
  actor: kind === 'submitted' ? 'member' : 'operator',
  forced: false,
  proofImages: 0,
});

/**
 * The withdrawal calls in memory, answering as the platform does (its own tests check the real
 * calls). UI tests only: what the page sent is kept in `sent`.
 */
function fakeCashier(options: { hasPaymentPassword?: boolean; paid?: boolean } = {}) {
  const sent: { call: string; input: unknown }[] = [];
  const summary = {
    id: '41',
    amount: '20000',
    state: options.paid ? 'paid' : 'submitted',
    bankName: 'Sakura Bank',
    accountNumber: '•••• 7890',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  let detail = {
    ...summary,
    holderName: 'Hanako Yamada',
    rejectReason: null as string | null,
    timeline: options.paid
      ? [
          event('submitted', 'submitted', '2026-11-20T10:00:00.000Z'),
          event('approved', 'approved', '2026-11-20T10:10:00.000Z'),
          event('paid', 'paid', '2026-11-20T10:20:00.000Z', 'Sent by bank transfer'),
        ]
      : [event('submitted', 'submitted', '2026-11-20T10:00:00.000Z')],
    next: options.paid
      ? { step: 'confirmation', by: '2026-11-21T10:20:00.000Z' }
      : { step: 'review', by: '2026-11-20T10:30:00.000Z' },
    canConfirm: Boolean(options.paid),
  };
  let made = Boolean(options.paid);
  const api = {
    ...(fakeInbox().api as unknown as Record<string, unknown>),
    withdrawInfo: async () => ({
      currency: 'JPY',
      available: made ? '30000' : '50000',
      lockedByBonus: '0',
      withdrawable: made ? '30000' : '50000',
      min: '1000',
      max: '1000000',
      hasPaymentPassword: options.hasPaymentPassword ?? true,
      bankAccounts: [account],
      expected: { reviewMinutes: 30, paymentMinutes: 60, autoReceiveMinutes: 1440 },
    }),
    withdrawList: async () => ({
      items: made ? [{ ...summary, state: detail.state }] : [],
      next: null,
    }),
    withdrawDetail: async () => detail,
    withdrawCreate: async (input: unknown) => {
      sent.push({ call: 'create', input });
      made = true;
      return detail;
    },
    withdrawConfirm: async (input: { outcome: string }) => {
      sent.push({ call: 'confirm', input });
      detail = {
        ...detail,
        state: 'received',
        canConfirm: false,
        next: null as never,
        timeline: [...detail.timeline, event('received', 'received', '2026-11-20T11:00:00.000Z')],
      };
      return detail;
    },
    merchantWallet: async () => ({
      isSingle: 1,
      currency: 'JPY',
      minorUnits: 0,
      vendorWallets: [],
    }),
    walletBalance: async () => ({
      currency: 'JPY',
      total: '50000',
      held: '20000',
      wallets: [{ walletId: '9', wallet: 'MAIN', balance: '50000' }],
    }),
    memberUpline: async () => ({
      upline: { account: 'agent01', nickname: 'Agent Smith' },
      available: '50000',
      hasPaymentPassword: true,
    }),
    memberTransferUpline: async (input: unknown) => {
      sent.push({ call: 'upline', input });
      return {
        transferId: '77',
        amount: '1000',
        to: 'agent01',
        createdAt: '2026-11-20T10:00:00.000Z',
        replayed: false,
        available: '49000',
      };
    },
  };
  return { api: api as unknown as Api, sent };
}

describe('the withdraw page (§2.9 withdraw, issue 14 item 4)', () => {
  it('shows the withdrawable balance, checks the amount, submits and shows the timeline', async () => {
    const cashier = fakeCashier();
    await renderInMemberCentre(<WithdrawPage />, { api: cashier.api, path: '/member/withdraw' });
    const form = await screen.findByRole('form', { name: 'New withdrawal' });
    expect(screen.getByText('Withdrawable')).toBeInTheDocument();
    // What a pending withdrawal holds is shown apart from the spendable balance.
    expect(await screen.findByText('Held for withdrawals')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Please enter an amount.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    expect(cashier.sent).toEqual([]);
    await userEvent.fill(within(form).getByRole('textbox', { name: 'Amount' }), '20000');
    await userEvent.fill(
      within(form).getByLabelText(/^Payment password/, { selector: 'input' }),
      'pay-1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const progress = await screen.findByRole('list', { name: 'Withdrawal progress' });
    expect(progress).toHaveTextContent('Submitted');
    expect(progress).toHaveTextContent(/Expected by/);
    expect(cashier.sent[0]).toMatchObject({
      call: 'create',
      input: { amount: '20000', bankAccountId: 3, paymentPassword: 'pay-1' },
    });
    await expectNoAxeViolations(document.body);
  });

  it('sends the member to the security centre when no payment password is set', async () => {
    await renderInMemberCentre(<WithdrawPage />, {
      api: fakeCashier({ hasPaymentPassword: false }).api,
      path: '/member/withdraw',
    });
    expect(await screen.findByText('Set a payment password first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute(
      'href',
      '/member/securityCenter',
    );
    expect(screen.queryByRole('form', { name: 'New withdrawal' })).toBeNull();
  });

  it('once paid, the member confirms receipt from the timeline (§4)', async () => {
    const cashier = fakeCashier({ paid: true });
    await renderInMemberCentre(<WithdrawPage />, { api: cashier.api, path: '/member/withdraw' });
    const table = await screen.findByRole('grid', { name: 'Your withdrawals' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Details' }));
    const progress = await screen.findByRole('list', { name: 'Withdrawal progress' });
    expect(progress).toHaveTextContent('Sent by bank transfer');
    expect(progress).toHaveTextContent(/Please confirm by/);
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'I received it' }));
    await expect.poll(() => screen.queryByRole('button', { name: 'I received it' })).toBeNull();
    expect(cashier.sent).toContainEqual({
      call: 'confirm',
      input: { id: '41', outcome: 'received' },
    });
  });

  it('reads in Japanese', async () => {
    await renderInMemberCentre(<WithdrawPage />, {
      api: fakeCashier().api,
      path: '/member/withdraw',
      lang: 'ja',
    });
    expect(await screen.findByRole('form', { name: '新しい出金' })).toBeInTheDocument();
    expect(screen.getByText('出金可能額')).toBeInTheDocument();
  });
});

describe('transfer fund and transfer upline (issue 14 item 5)', () => {
  it('says plainly that a single-wallet site has one wallet', async () => {
    await renderInMemberCentre(<TransferFundPage />, {
      api: fakeCashier().api,
      path: '/member/transferFund',
    });
    expect(await screen.findByText(/one wallet for every game/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recall all to main' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows each wallet of a multi-wallet site and recalls them all to main', async () => {
    const cashier = fakeCashier();
    const recalled: unknown[] = [];
    const api = {
      ...(cashier.api as unknown as Record<string, unknown>),
      merchantWallet: async () => ({
        isSingle: 0,
        currency: 'JPY',
        minorUnits: 0,
        vendorWallets: ['PG'],
      }),
      walletBalance: async () => ({
        currency: 'JPY',
        total: '50000',
        held: '0',
        wallets: [
          { walletId: '9', wallet: 'MAIN', balance: '45000' },
          { walletId: '10', wallet: 'PG', balance: '5000' },
        ],
      }),
      walletRecallAll: async (input: unknown) => {
        recalled.push(input);
        return {
          recalled: 1,
          amount: '5000',
          replayed: false,
          balance: { currency: 'JPY', total: '50000', held: '0', wallets: [] },
        };
      },
    } as unknown as Api;
    await renderInMemberCentre(<TransferFundPage />, { api, path: '/member/transferFund' });
    const wallets = await screen.findByRole('region', { name: 'Your wallets' });
    await expect.poll(() => within(wallets).queryByText('PG')).not.toBeNull();
    expect(within(wallets).getByText('Main wallet')).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Transfer between wallets' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main' }));
    expect(await screen.findByRole('status')).toHaveTextContent('back to your main wallet');
    expect(recalled).toEqual([{ idempotencyKey: expect.any(String) }]);
  });

  it('sends money to the agent above with the payment password', async () => {
    const cashier = fakeCashier();
    await renderInMemberCentre(<TransferUplinePage />, {
      api: cashier.api,
      path: '/member/transferUpline',
    });
    const form = await screen.findByRole('form', { name: 'Send to Agent Smith (agent01)' });
    await userEvent.fill(within(form).getByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.fill(
      within(form).getByLabelText(/^Payment password/, { selector: 'input' }),
      'pay-1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('agent01');
    expect(cashier.sent[0]).toMatchObject({ call: 'upline', input: { amount: '1000' } });
    await expectNoAxeViolations(document.body);
  });
});
