import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import type { PlatformQueryContext } from '@lobbykit/session';
import { fakeAvatars } from '../../test/fakeAvatars';
import { renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import SecurityPage from '../pages/securityCenter';

type Api = PlatformQueryContext['api'];
const apiError = (errorCode: string, message: string) =>
  Object.assign(new Error(message), { errorCode });

/**
 * The security calls in memory, answering as the platform does (its own tests check the real
 * ones): a payment password, bank accounts masked after saving, the payee name set once.
 */
function fakeSecurity({ paymentPassword = null as string | null, max = 2 } = {}) {
  const calls: string[] = [];
  let payPassword = paymentPassword;
  let payeeName: string | null = null;
  const profile = {
    account: 'hanako',
    email: null,
    mobile: '•••• 5678',
    nickname: null as string | null,
    birthday: null as string | null,
    nationality: null as string | null,
    placeOfBirth: null,
    occupation: null,
    sourceOfIncome: null,
    messaging: {} as Record<string, string | null>,
    messagingShown: ['line', 'telegram'],
  };
  let accounts: {
    id: number;
    holderName: string;
    bankName: string;
    accountNumber: string;
    createdAt: string;
  }[] = [];
  const api = {
    ...fakeAvatars().api,
    messageUnreadCount: async () => ({ count: 0 }),
    memberProfile: async () => ({ ...profile, payeeName }),
    memberProfileUpdate: async (input: Record<string, unknown>) => {
      calls.push(`profile:${JSON.stringify(input)}`);
      if (typeof input.payeeName === 'string') payeeName = input.payeeName;
      Object.assign(profile, input, {
        messaging: { ...profile.messaging, ...(input.messaging as object) },
      });
      return { ...profile, payeeName };
    },
    memberSecurity: async () => ({
      hasPaymentPassword: payPassword !== null,
      payeeName,
      mobile: '•••• 5678',
      email: null,
      lastLogins: [
        {
          at: '2026-11-26T10:00:00.000Z',
          device: 'Chrome on Android',
          ip: '203.0.113.7',
          current: true,
        },
        { at: '2026-11-25T09:00:00.000Z', device: null, ip: null, current: false },
      ],
    }),
    memberPaymentPassword: async (input: {
      currentPassword: string;
      newPaymentPassword: string;
    }) => {
      calls.push('paymentPassword');
      if (input.currentPassword !== (payPassword ?? 'login-pass'))
        throw apiError('OLD_PASSWORD_WRONG', 'wrong');
      payPassword = input.newPaymentPassword;
      return {};
    },
    memberBankAccounts: async () => ({ accounts, max }),
    memberBankAccountAdd: async (input: {
      holderName: string;
      bankName: string;
      accountNumber: string;
      paymentPassword: string;
    }) => {
      calls.push(`add:${input.bankName}`);
      if (input.paymentPassword !== payPassword) throw apiError('PAYMENT_PASSWORD_WRONG', 'wrong');
      payeeName ??= input.holderName;
      const row = {
        id: accounts.length + 1,
        holderName: input.holderName,
        bankName: input.bankName,
        accountNumber: `•••• ${input.accountNumber.replace(/\D/g, '').slice(-4)}`,
        createdAt: '2026-11-26T10:00:00.000Z',
      };
      accounts = [...accounts, row];
      return row;
    },
    memberBankAccountRemove: async ({
      id,
      paymentPassword: given,
    }: {
      id: number;
      paymentPassword: string;
    }) => {
      calls.push(`remove:${id}`);
      if (given !== payPassword) throw apiError('PAYMENT_PASSWORD_WRONG', 'wrong');
      accounts = accounts.filter((a) => a.id !== id);
      return {};
    },
  };
  return { api: api as unknown as Api, calls };
}

describe('the security centre (§2.9 securityCenter, issue 14 item 2)', () => {
  beforeEach(() => widenViewport());

  it("shows its sections, the brand's messaging IDs and the last logins", async () => {
    await renderInMemberCentre(<SecurityPage />, { api: fakeSecurity().api });
    for (const name of [
      'Profile',
      'Avatar',
      'E-mail and mobile',
      'Payment password',
      'Bank accounts',
      'Login password',
      'Last logins',
    ])
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'LINE ID' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Telegram' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'WeChat ID' })).toBeNull();
    const logins = await screen.findByRole('grid', { name: 'Last logins' });
    await expect.poll(() => logins.textContent).toContain('203.0.113.7');
    expect(logins).toHaveTextContent('Chrome on Android');
    await expectNoAxeViolations(document.body);
  });

  it('saves the profile, sending a blank field as none', async () => {
    const security = fakeSecurity();
    await renderInMemberCentre(<SecurityPage />, { api: security.api });
    await userEvent.fill(await screen.findByRole('textbox', { name: 'Nickname' }), 'Hana');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Birthday (YYYY-MM-DD)' }), 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter the date as YYYY-MM-DD.')).toBeVisible();
    expect(security.calls.some((c) => c.startsWith('profile:'))).toBe(false);
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'Birthday (YYYY-MM-DD)' }),
      '1990-04-01',
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'LINE ID' }), 'hana_line');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    const sent = JSON.parse((security.calls.find((c) => c.startsWith('profile:')) ?? '').slice(8));
    expect(sent).toMatchObject({
      nickname: 'Hana',
      birthday: '1990-04-01',
      occupation: null,
      messaging: { line: 'hana_line', telegram: null },
    });
    expect(sent).not.toHaveProperty('payeeName');
  });

  it('sets a payment password, then adds a bank account with it, masked and counted', async () => {
    const security = fakeSecurity({ max: 1 });
    await renderInMemberCentre(<SecurityPage />, { api: security.api });
    expect(await screen.findByText(/Set a payment password first/)).toBeVisible();
    const payForm = screen.getByRole('form', { name: 'Payment password' });
    await userEvent.fill(within(payForm).getByLabelText('Login password'), 'login-pass');
    await userEvent.fill(within(payForm).getByLabelText('New payment password'), 'pay-123456');
    await userEvent.fill(
      within(payForm).getByLabelText('Confirm the new payment password'),
      'pay-123456',
    );
    await userEvent.click(within(payForm).getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password is set.')).toBeVisible();

    const add = await screen.findByRole('form', { name: 'Add a bank account' });
    await userEvent.fill(
      within(add).getByRole('textbox', { name: 'Account holder' }),
      'Yamada Hanako',
    );
    await userEvent.fill(within(add).getByRole('textbox', { name: 'Bank' }), 'Sakura Bank');
    await userEvent.fill(within(add).getByRole('textbox', { name: 'Account number' }), '1234-5678');
    await userEvent.fill(within(add).getByLabelText('Payment password'), 'wrong-one');
    await userEvent.click(within(add).getByRole('button', { name: 'Add bank account' }));
    expect(await within(add).findByText(/payment password/i, { selector: '[id]' })).toBeVisible();
    await userEvent.fill(within(add).getByLabelText('Payment password'), 'pay-123456');
    await userEvent.click(within(add).getByRole('button', { name: 'Add bank account' }));
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    expect(list).toHaveTextContent('Sakura Bank •••• 5678');
    expect(list).not.toHaveTextContent('1234');
    expect(screen.getByText('1 of 1 accounts used.')).toBeVisible();
    expect(screen.getByText(/the most bank accounts allowed/)).toBeVisible();
    expect(
      await screen.findByText(/Withdrawals are paid only to this name; to correct it/),
    ).toBeVisible();
    await expectNoAxeViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sakura Bank •••• 5678' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this bank account?' });
    await userEvent.fill(within(confirm).getByLabelText('Payment password'), 'pay-123456');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByRole('list', { name: 'Your bank accounts' })).toBeNull();
    expect(security.calls).toContain('remove:1');
  });

  it("opens the account package's change-password popup through session", async () => {
    const { accountPopupAtom } = await import('@lobbykit/session');
    const store = await renderInMemberCentre(<SecurityPage />, { api: fakeSecurity().api });
    await userEvent.click(await screen.findByRole('button', { name: 'Change login password' }));
    expect(store.get(accountPopupAtom)).toEqual({ kind: 'changePassword', reason: 'voluntary' });
  });
});
