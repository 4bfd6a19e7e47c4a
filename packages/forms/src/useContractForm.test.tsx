import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@lobbykit/api-client';
import { calls, checkFieldRule } from '@lobbykit/api-contract';
import type { FieldRule } from '@lobbykit/api-contract';
import { sessionCatalog } from '@lobbykit/session/catalog';
import { Button } from '@lobbykit/ui-kit';
import { FormAlert, FormTextField } from './FormFields';
import { useContractForm } from './useContractForm';

// A brand's username rule (§5): 6 to 12 letters and digits.
const usernameRule: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  patternId: 'alphanumeric',
  acceptedPattern: '[A-Za-z0-9]*',
};

const schema = calls.memberPasswordEmail.request.pick({ username: true, email: true });

interface TestFormProps {
  send: (values: { username: string; email: string }) => Promise<void>;
}

/** The smallest real use: the contract's forgot-by-e-mail request plus the brand's username rule. */
function TestForm({ send }: TestFormProps) {
  const { form, formProps, formError, busy } = useContractForm({
    schema,
    defaultValues: { username: '', email: '' },
    check: ({ username }) => {
      const problem = checkFieldRule(usernameRule, username.trim());
      return problem ? { username: problem } : {};
    },
    messages: { username: { required: 'Please enter your username.', tooShort: 'Too short.' } },
    fieldOfCode: { USERNAME_TAKEN: 'username' },
    onSubmit: send,
  });
  return (
    <form {...formProps}>
      <FormTextField control={form.control} name="username" label="Username" isRequired />
      <FormTextField control={form.control} name="email" label="E-mail" type="email" isRequired />
      <FormAlert message={formError} />
      <Button type="submit" isLoading={busy}>
        Send
      </Button>
    </form>
  );
}

async function renderForm(send: TestFormProps['send'], locale: 'en' | 'ja' = 'en') {
  // The package's own catalogue and session's (the §8 map's messages), compiled by the Lingui
  // plugin as in the brand apps.
  const catalog = (await import(`./locales/${locale}.po`)) as { messages: Messages };
  const map = (await sessionCatalog(locale)) as { messages: Messages };
  const i18n = setupI18n({
    locale,
    messages: { [locale]: { ...catalog.messages, ...map.messages } },
  });
  render(
    <I18nProvider i18n={i18n}>
      <TestForm send={send} />
    </I18nProvider>,
  );
}

const username = () => page.getByRole('textbox', { name: 'Username' });
const email = () => page.getByRole('textbox', { name: 'E-mail' });
const submit = () => page.getByRole('button', { name: 'Send' });

const refusal = (errorCode: ApiError['errorCode'], fields: ApiError['fields'] = []) =>
  new ApiError({
    kind: 'server',
    callName: 'memberPasswordEmail',
    message: 'x',
    errorCode,
    fields,
  });

afterEach(() => cleanup());

describe('useContractForm', () => {
  it("checks the contract's request schema and the brand rule before anything is sent", async () => {
    const send = vi.fn(() => Promise.resolve());
    await renderForm(send);
    await submit().click();
    await expect.element(username()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(username()).toHaveAccessibleDescription('Please enter your username.');
    // No message of its own for the e-mail: the generic one, in the site language.
    await expect.element(email()).toHaveAccessibleDescription('This field is required.');
    await username().fill('abc');
    await email().fill('not-an-address');
    await submit().click();
    // The contract accepts 'abc' (1 to 64 characters); the brand rule (6 to 12) does not.
    await expect.element(username()).toHaveAccessibleDescription('Too short.');
    // z.email() of the contract.
    await expect.element(email()).toHaveAccessibleDescription('This value is not accepted.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values as the contract parses them (trimmed)', async () => {
    const send = vi.fn(() => Promise.resolve());
    await renderForm(send);
    await username().fill('  player01 ');
    await email().fill(' player@example.com ');
    await submit().click();
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith({ username: 'player01', email: 'player@example.com' }),
    );
  });

  it('focuses the first invalid field, in the order the form shows them', async () => {
    await renderForm(() => Promise.resolve());
    await username().fill('player01');
    await submit().click();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveFocus();
    await username().fill('');
    await submit().click();
    await expect.element(username()).toHaveFocus();
  });

  it("puts the platform's field problems on the fields it names and keeps what was typed", async () => {
    await renderForm(() =>
      Promise.reject(refusal('VALIDATION_FAILED', [{ field: 'email', message: 'x' }])),
    );
    await username().fill('player01');
    await email().fill('player@example.com');
    await submit().click();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveAccessibleDescription('This value is not accepted.');
    await expect.element(email()).toHaveFocus();
    await expect.element(username()).toHaveValue('player01');
    await expect.element(email()).toHaveValue('player@example.com');
    // Nothing for the form's alert (an empty alert is hidden, so read the element itself).
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it("puts a code's message on the code's field, or in the form's alert (§8)", async () => {
    const failures = [refusal('USERNAME_TAKEN'), refusal('INVALID_CREDENTIALS')];
    await renderForm(() => Promise.reject(failures.shift() ?? new Error('no more')));
    await username().fill('player01');
    await email().fill('player@example.com');
    await submit().click();
    await expect.element(username()).toHaveAccessibleDescription('This username is already taken.');
    await submit().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Wrong username or password.');
    await expect.element(username()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says it in Japanese in a Japanese site', async () => {
    await renderForm(() => Promise.reject(refusal('INVALID_CREDENTIALS')), 'ja');
    await username().fill('player01');
    await email().fill('nope');
    await submit().click();
    await expect.element(email()).not.toHaveAccessibleDescription('This value is not accepted.');
    await email().fill('player@example.com');
    await userEvent.click(submit());
    await expect.element(page.getByRole('alert')).not.toHaveTextContent('');
    await expect
      .element(page.getByRole('alert'))
      .not.toHaveTextContent('Wrong username or password.');
  });
});
