import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlatformQueryContext } from '@lobbykit/session';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import DepositPage from '../pages/depositv2';

type Api = PlatformQueryContext['api'];

/**
 * The deposit calls in memory, answering as the platform does (the platform's own tests in
 * apps/platform/test/cashier check the real ones, crediting through the ledger).
 */
function fakeCashier(options: { limitLeft?: string } = {}) {
  const calls: string[] = [];
  const deposits: Record<string, unknown>[] = [];
  let nextId = 1;
  const channels = [
    {
      code: 'bank',
      provider: 'bankTransfer',
      currency: 'JPY',
      min: '1000',
      max: '500000',
      feeFixed: '0',
      feeRateBp: 0,
      feeBearer: 'merchant',
    },
    {
      code: 'instant',
      provider: 'demoGateway',
      currency: 'JPY',
      min: '1000',
      max: '300000',
      feeFixed: '0',
      feeRateBp: 150,
      feeBearer: 'member',
    },
  ];
  const api = {
    walletBalance: async () => ({ currency: 'JPY', total: '0', held: '0', wallets: [] }),
    messageUnreadCount: async () => ({ count: 0 }),
    depositChannels: async () => {
      calls.push('channels');
      return {
        channels,
        limits: options.limitLeft
          ? [{ period: 'day', limit: '10000', left: options.limitLeft }]
          : [],
      };
    },
    depositList: async () => ({ content: [...deposits].reverse(), next: null }),
    depositCreate: async ({ channel, amount }: { channel: string; amount: string }) => {
      calls.push(`create:${channel}:${amount}`);
      const d = {
        id: nextId++,
        channel,
        provider: channel === 'bank' ? 'bankTransfer' : 'demoGateway',
        state: 'created',
        currency: 'JPY',
        amount,
        fee: '0',
        feeBearer: 'merchant',
        credit: amount,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-23T10:00:00.000Z',
        creditedAt: null,
        reason: null,
        reference: 'DABCD2345',
        receivingAccount: {
          bankName: 'Sakura Demo Bank',
          branchName: 'Shinjuku (101)',
          accountType: 'Ordinary',
          accountNumber: '1234567',
          accountHolder: 'SAKURA GAMES K.K.',
        },
        payUrl: null,
        proofCount: 0,
      };
      deposits.push(d);
      return d;
    },
    depositProof: async ({ id }: { id: number }) => {
      calls.push(`proof:${id}`);
      const d = deposits.find((x) => x.id === id);
      if (d) d.state = 'pending';
      return d;
    },
  };
  return { api: api as unknown as Api, calls };
}

describe('the depositv2 page (issue 14 item 3)', () => {
  beforeEach(() => widenViewport());

  it('shows the fee and what is credited before confirming', async () => {
    await renderInMemberCentre(<DepositPage />, { api: fakeCashier().api });
    await userEvent.click(await screen.findByRole('radio', { name: /Instant payment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '10000');
    // 1.5% of ¥10,000, paid by the member.
    await expect
      .poll(() => screen.getByText('Fee (paid by you)').nextSibling?.textContent)
      .toBe('¥150');
    expect(screen.getByText('Credited to your balance').nextSibling?.textContent).toBe('¥9,850');
    await expectNoAxeViolations(document.body);
  });

  it('a bank transfer shows the account and the reference, and "I have made the transfer" sends it', async () => {
    const cashier = fakeCashier();
    await renderInMemberCentre(<DepositPage />, { api: cashier.api });
    await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const details = await screen.findByRole('region', { name: 'Transfer details' });
    expect(details).toHaveTextContent('Sakura Demo Bank');
    expect(details).toHaveTextContent('DABCD2345');
    expect(cashier.calls).toContain('create:bank:5000');
    await expectNoAxeViolations(document.body);
    await userEvent.click(
      within(details).getByRole('button', { name: 'I have made the transfer' }),
    );
    await expect.poll(() => cashier.calls).toContain('proof:1');
    const history = await screen.findByRole('region', { name: 'Your deposits' });
    await expect.poll(() => history.textContent).toContain('Waiting for confirmation');
  });

  it('shows each deposit limit with what is left before the member types', async () => {
    // The refusal itself (DEPOSIT_LIMIT_REACHED next to the amount) is the platform's answer:
    // apps/platform/test/cashier/deposits.test.ts checks it, the e2e spec shows it on the page.
    await renderInMemberCentre(<DepositPage />, { api: fakeCashier({ limitLeft: '4000' }).api });
    expect(await screen.findByText(/Daily limit: ¥10,000, ¥4,000 left/)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('reads in Japanese', async () => {
    await renderInMemberCentre(<DepositPage />, { api: fakeCashier().api, lang: 'ja' });
    expect(await screen.findByRole('radio', { name: /銀行振込/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '入金履歴' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
