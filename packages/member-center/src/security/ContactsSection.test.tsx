import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import type { PlatformQueryContext } from '@lobbykit/session';
import { renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import SecurityPage from '../pages/securityCenter';

type Api = PlatformQueryContext['api'];
const apiError = (errorCode: string, message: string, field?: string) =>
  Object.assign(new Error(message), {
    errorCode,
    fields: field ? [{ field, message: 'not right' }] : [],
  });

/**
 * The contact and payment password code calls in memory, answering as the platform does (its own
 * tests check the real ones): a code per address, the contact set and verified by its code.
 */
function fakeContacts({ mobileVerified = false } = {}) {
  const calls: string[] = [];
  const codes = new Map<string, string>();
  const state = {
    email: 'old@example.com' as string | null,
    emailVerified: false,
    mobileNum: '9012345678',
    countryDialingCode: '81',
    mobileVerified,
    paymentPassword: 'pay-123456',
  };
  const profile = () => ({
    account: 'hanako',
    payeeName: null,
    email: state.email,
    mobile: `+${state.countryDialingCode} ${state.mobileNum}`,
    mobileNum: state.mobileNum,
    countryDialingCode: state.countryDialingCode,
    emailVerified: state.emailVerified,
    mobileVerified: state.mobileVerified,
    nickname: null,
    birthday: null,
    nationality: null,
    placeOfBirth: null,
    occupation: null,
    sourceOfIncome: null,
    messaging: {},
    messagingShown: [],
  });
  const api = {
    messageUnreadCount: async () => ({ count: 0 }),
    systemCountryCodes: async () => ({
      countries: [
        { country: 'JP', dialingCode: '81' },
        { country: 'PH', dialingCode: '63' },
      ],
    }),
    memberProfile: async () => profile(),
    memberSecurity: async () => ({
      hasPaymentPassword: true,
      payeeName: null,
      mobile: `+${state.countryDialingCode} •••• ${state.mobileNum.slice(-4)}`,
      email: state.email
        ? `${state.email.slice(0, 1)}••••${state.email.slice(state.email.indexOf('@'))}`
        : null,
      mobileVerified: state.mobileVerified,
      emailVerified: state.emailVerified,
      lastLogins: [],
    }),
    memberBankAccounts: async () => ({ accounts: [], max: 2 }),
    memberContactEmailCode: async ({ email }: { email: string }) => {
      calls.push(`emailCode:${email}`);
      codes.set(`email:${email}`, '123456');
      return { expiredMinutes: 5 };
    },
    memberContactEmailVerify: async (input: { email: string; verificationCode: string }) => {
      calls.push(`emailVerify:${input.email}`);
      if (codes.get(`email:${input.email}`) !== input.verificationCode)
        throw apiError('SMS_CODE_INVALID', 'The code is not right.', 'verificationCode');
      state.email = input.email;
      state.emailVerified = true;
      return profile();
    },
    memberContactMobileCode: async (input: { mobileNum: string; countryDialingCode: string }) => {
      calls.push(`mobileCode:+${input.countryDialingCode}${input.mobileNum}`);
      codes.set(`mobile:${input.countryDialingCode}${input.mobileNum}`, '654321');
      return { expiredMinutes: 5 };
    },
    memberContactMobileVerify: async (input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      password?: string;
    }) => {
      calls.push(`mobileVerify:+${input.countryDialingCode}${input.mobileNum}`);
      // As the platform: replacing a verified number needs the login password.
      const replacing = state.mobileVerified && input.mobileNum !== state.mobileNum;
      if (replacing && input.password !== 'login-pass')
        throw apiError('OLD_PASSWORD_WRONG', 'The password is not right.', 'password');
      if (
        codes.get(`mobile:${input.countryDialingCode}${input.mobileNum}`) !== input.verificationCode
      )
        throw apiError('SMS_CODE_INVALID', 'The code is not right.', 'verificationCode');
      state.mobileNum = input.mobileNum;
      state.countryDialingCode = input.countryDialingCode;
      state.mobileVerified = true;
      return profile();
    },
    memberPaymentPasswordCode: async ({ channel }: { channel: string }) => {
      calls.push(`resetCode:${channel}`);
      codes.set('reset', '777777');
      return { expiredMinutes: 5 };
    },
    memberPaymentPasswordReset: async (input: {
      channel: string;
      verificationCode: string;
      newPaymentPassword: string;
    }) => {
      calls.push(`reset:${input.channel}`);
      if (codes.get('reset') !== input.verificationCode)
        throw apiError('SMS_CODE_INVALID', 'The code is not right.', 'verificationCode');
      state.paymentPassword = input.newPaymentPassword;
      return null;
    },
  };
  return { api: api as unknown as Api, calls, state };
}

describe('contacts and the payment password reset by code (issue 14 item 2)', () => {
  beforeEach(() => widenViewport());

  it('shows each contact verified or not, and verifies the e-mail with the code sent to it', async () => {
    const contacts = fakeContacts({ mobileVerified: true });
    await renderInMemberCentre(<SecurityPage />, { api: contacts.api });
    const section = await screen.findByRole('region', { name: 'E-mail and mobile' });
    // Masked, like the rest of the centre.
    expect(await within(section).findByText('o••••@example.com')).toBeVisible();
    expect(within(section).getByText('Not verified')).toHaveAttribute('data-state', 'unverified');
    expect(within(section).getByText('Verified')).toHaveAttribute('data-state', 'verified');
    expect(within(section).getByRole('button', { name: 'Change: Mobile' })).toBeVisible();

    const verify = within(section).getByRole('button', { name: 'Verify: E-mail' });
    expect(verify).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(verify);
    expect(verify).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('form', { name: 'Verify your e-mail' });
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('old@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('A code was sent to old@example.com.')).toBeVisible();
    const again = await within(form).findByRole('button', { name: /^Send again in \d+ s$/ });
    expect(again).toBeDisabled();
    expect(contacts.calls).toEqual(['emailCode:old@example.com']);
    await expectNoAxeViolations(document.body);

    await userEvent.fill(
      within(form).getByRole('textbox', { name: 'Verification code' }),
      '000000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));
    // The platform's answer shows in the form; nothing is verified.
    await expect.poll(() => within(form).getByRole('alert').textContent).not.toBe('');
    expect(within(section).getAllByText('Verified')).toHaveLength(1);
    const code = within(form).getByRole('textbox', { name: 'Verification code' });
    await userEvent.fill(code, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm e-mail' }));
    expect(await within(section).findByText('Your e-mail is verified.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Verify your e-mail' })).toBeNull();
    await expect.poll(() => within(section).getAllByText('Verified')).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'Change: E-mail' })).toBeVisible();
  });

  it('changes the mobile: checks the number before sending, then confirms the new one', async () => {
    const contacts = fakeContacts({ mobileVerified: true });
    await renderInMemberCentre(<SecurityPage />, { api: contacts.api });
    const section = await screen.findByRole('region', { name: 'E-mail and mobile' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Change: Mobile' }));
    const form = await screen.findByRole('form', { name: 'Verify your mobile' });
    const number = within(form).getByRole('textbox', { name: 'New mobile number' });
    expect(number).toHaveValue('');
    await userEvent.fill(number, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(
      await within(form).findByText('Enter 8 to 11 digits, without the country code.'),
    ).toBeVisible();
    expect(contacts.calls).toEqual([]);
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Country code' }),
      '63',
    );
    await userEvent.fill(number, '9171234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('A code was sent to +63 9171234567.')).toBeVisible();
    expect(contacts.calls).toEqual(['mobileCode:+639171234567']);
    await userEvent.fill(
      within(form).getByRole('textbox', { name: 'Verification code' }),
      '654321',
    );
    // Replacing a verified number asks for the login password before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm mobile' }));
    expect(
      await within(form).findByText('Enter your login password to replace a verified contact.'),
    ).toBeVisible();
    expect(contacts.calls).toEqual(['mobileCode:+639171234567']);
    await userEvent.fill(within(form).getByLabelText('Login password'), 'login-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm mobile' }));
    expect(await within(section).findByText('Your mobile is verified.')).toBeVisible();
    expect(await within(section).findByText('+63 •••• 4567')).toBeVisible();
    expect(contacts.calls.at(-1)).toBe('mobileVerify:+639171234567');
  });

  it('resets the payment password with a code sent to the verified mobile', async () => {
    const contacts = fakeContacts({ mobileVerified: true });
    await renderInMemberCentre(<SecurityPage />, { api: contacts.api });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot payment password?' }));
    const form = await screen.findByRole('form', { name: 'Reset the payment password' });
    const to = within(form).getByRole('combobox', { name: 'Send the code to' });
    // Only the verified contact is offered.
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mobile +81 •••• 5678']);
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('A code was sent to +81 •••• 5678.')).toBeVisible();
    await userEvent.fill(
      within(form).getByRole('textbox', { name: 'Verification code' }),
      '777777',
    );
    await userEvent.fill(within(form).getByLabelText('New payment password'), 'pay-654321');
    await userEvent.fill(
      within(form).getByLabelText('Confirm the new payment password'),
      'pay-000000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Reset payment password' }));
    expect(await within(form).findByText('The two payment passwords differ.')).toBeVisible();
    expect(contacts.calls).toEqual(['resetCode:mobile']);
    await userEvent.fill(
      within(form).getByLabelText('Confirm the new payment password'),
      'pay-654321',
    );
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(form).getByRole('button', { name: 'Reset payment password' }));
    expect(await screen.findByText('Your new payment password is set.')).toBeVisible();
    expect(contacts.state.paymentPassword).toBe('pay-654321');
    expect(contacts.calls).toEqual(['resetCode:mobile', 'reset:mobile']);
  });

  it('without a verified contact, the reset says to verify one first', async () => {
    const contacts = fakeContacts();
    await renderInMemberCentre(<SecurityPage />, { api: contacts.api });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot payment password?' }));
    expect(await screen.findByText(/Verify one under “E-mail and mobile” first/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Reset the payment password' })).toBeNull();
  });
});
