import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { ApiError } from '@lobbykit/api-client';
import { errorCodes } from '@lobbykit/api-contract';
import { errorCodeMessages } from '@lobbykit/session/errors';
import { sessionCatalog } from '@lobbykit/session/catalog';
import { errorMessage } from './errorMessages';
import { AccountProviderError } from './providerErrors';

// Messages compile from their English source when no catalog is loaded.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const server = (errorCode: ApiError['errorCode'], extra: Partial<ApiError> = {}) =>
  new ApiError({
    kind: 'server',
    callName: 'test',
    message: 'from the server',
    errorCode,
    ...extra,
  });

describe('§8 error messages', () => {
  it('has a message for every error code of the contract', () => {
    for (const code of errorCodes) expect(errorCodeMessages[code], code).toBeDefined();
  });

  it('says "network abnormal" for network and timeout failures', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const error = new ApiError({ kind, callName: 'sessionLogin', message: 'x' });
      expect(errorMessage(i18n, error)).toMatch(/network is abnormal/);
    }
  });

  it('header login wrong password: in_incorrect_password', () => {
    expect(errorMessage(i18n, server('INVALID_CREDENTIALS'))).toBe('Wrong username or password.');
  });

  it('too many code requests: retry after the minutes the platform gives (5 by default)', () => {
    expect(errorMessage(i18n, server('SMS_RATE_LIMITED'))).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(errorMessage(i18n, server('SMS_RATE_LIMITED', { retryAfterSeconds: 50 }))).toBe(
      'Too many requests. Please try again in 1 minute.',
    );
  });

  it('a delayed login (issue 13 item 3) says how many seconds to wait', () => {
    expect(errorMessage(i18n, server('LOGIN_DELAYED', { retryAfterSeconds: 1 }))).toBe(
      'Too many failed attempts. Please wait 1 second and try again.',
    );
    expect(errorMessage(i18n, server('LOGIN_DELAYED', { retryAfterSeconds: 16 }))).toBe(
      'Too many failed attempts. Please wait 16 seconds and try again.',
    );
  });

  it('shows the server message for a code this site does not know', () => {
    const error = new ApiError({ kind: 'server', callName: 'x', message: 'Newer platform says' });
    expect(errorMessage(i18n, error)).toBe('Newer platform says');
  });

  it('popup closed by user: login failed, retry', () => {
    expect(errorMessage(i18n, new AccountProviderError('google', 'popupClosed'))).toMatch(
      /closed\. Login failed; please try again/,
    );
  });

  it('a weak password (too common, or off the rule) is told in English and Japanese', async () => {
    expect(errorMessage(i18n, server('PASSWORD_WEAK'))).toBe(
      'This password is too common or does not meet the password rule. Please choose another one.',
    );
    // The platform's refusals are worded in session's catalog.
    const ja = (await sessionCatalog('ja')) as { messages: Messages };
    const i18nJa = setupI18n({ locale: 'ja', messages: { ja: ja.messages } });
    expect(errorMessage(i18nJa, server('PASSWORD_WEAK'))).toBe(
      'このパスワードはよく使われているか、パスワードのルールを満たしていません。別のパスワードを選んでください。',
    );
  });
});
