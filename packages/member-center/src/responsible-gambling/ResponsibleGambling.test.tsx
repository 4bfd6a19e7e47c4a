import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { sessionAtom } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import type { PlayTime } from '@lobbykit/api-contract';
import { renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import ResponsibleGamblingPage from './ResponsibleGamblingPage';

type Api = PlatformQueryContext['api'];
interface Limit {
  kind: 'deposit' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: string | null;
  pending: { amount: string | null; from: string } | null;
}

/**
 * The three responsible-gambling calls in memory with the platform's rule (its own tests check
 * the real ones): a first or lower limit at once, a higher one 24 hours later.
 */
function fakeResponsibleGambling(sessionLimitMinutes: number | null = null) {
  const calls: string[] = [];
  const limits: Limit[] = [];
  const playTime: PlayTime = {
    realityCheckMinutes: null,
    sessionLimitMinutes,
    sessionLimitPending: null,
  };
  const api = {
    messageUnreadCount: async () => ({ count: 0 }),
    memberResponsibleGambling: async () => ({
      exclusion: null,
      limits: [...limits],
      playTime: { ...playTime },
    }),
    memberPlayTimeSet: async (input: {
      realityCheckMinutes: number | null;
      sessionLimitMinutes: number | null;
    }) => {
      calls.push(
        `playTime:${input.realityCheckMinutes ?? 'off'}:${input.sessionLimitMinutes ?? 'none'}`,
      );
      playTime.realityCheckMinutes = input.realityCheckMinutes as PlayTime['realityCheckMinutes'];
      const current = playTime.sessionLimitMinutes;
      const shorter =
        current === null ||
        (input.sessionLimitMinutes !== null && input.sessionLimitMinutes <= current);
      if (shorter) {
        playTime.sessionLimitMinutes = input.sessionLimitMinutes;
        playTime.sessionLimitPending = null;
      } else {
        playTime.sessionLimitPending = {
          minutes: input.sessionLimitMinutes,
          from: '2026-11-27T10:00:00.000Z',
        };
      }
      return { ...playTime };
    },
    memberLimitSet: async (input: Omit<Limit, 'pending'>) => {
      calls.push(`limit:${input.kind}:${input.period}:${input.amount ?? 'none'}`);
      let limit = limits.find((l) => l.kind === input.kind && l.period === input.period);
      if (!limit) {
        limit = { kind: input.kind, period: input.period, amount: null, pending: null };
        limits.push(limit);
      }
      const lower =
        limit.amount === null ||
        (input.amount !== null && Number(input.amount) <= Number(limit.amount));
      if (lower) Object.assign(limit, { amount: input.amount, pending: null });
      else limit.pending = { amount: input.amount, from: '2026-11-27T10:00:00.000Z' };
      return { ...limit };
    },
    memberExclude: async ({ period, password }: { period: string; password: string }) => {
      calls.push(`exclude:${period}`);
      if (password !== 'login-pass')
        throw Object.assign(new Error('wrong'), { errorCode: 'OLD_PASSWORD_WRONG' });
      return {
        kind: 'selfExclusion',
        period,
        since: '2026-11-26T10:00:00.000Z',
        until: '2027-05-26T10:00:00.000Z',
      };
    },
  };
  return { api: api as unknown as Api, calls };
}

describe('responsible gambling (issue 14 item 9)', () => {
  beforeEach(() => widenViewport());

  it('tells a visitor what each tool does and where to get help', async () => {
    await renderInMemberCentre(<ResponsibleGamblingPage />, {
      as: 'visitor',
      path: '/responsible-gambling',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
    expect(screen.getByText(/Log in to set your limits/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Set a limit' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('sets a deposit limit in force at once; a raise waits 24 hours', async () => {
    const rg = fakeResponsibleGambling();
    await renderInMemberCentre(<ResponsibleGamblingPage />, {
      api: rg.api,
      path: '/responsible-gambling',
    });
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    // One h1 names the page; the member's settings are a section under it, not a second title.
    expect(screen.getAllByRole('heading', { name: 'Responsible gambling' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your settings' })).toBeVisible();
    const amount = within(form).getByRole('textbox', { name: 'Amount (empty: no limit)' });
    await userEvent.fill(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText(/greater than zero/)).toBeVisible();
    expect(rg.calls).toEqual([]);
    await userEvent.fill(amount, '10000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Saved. The limit is in force now.')).toBeVisible();
    const limits = screen.getByRole('list', { name: 'Your limits' });
    await expect.poll(() => limits.textContent).toContain('In force: ¥10,000');
    await userEvent.fill(amount, '50000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/The change takes effect on/)).toBeVisible();
    await expect.poll(() => limits.textContent).toMatch(/In force: ¥10,000Raise to ¥50,000 from/);
    expect(rg.calls).toEqual(['limit:deposit:day:10000', 'limit:deposit:day:50000']);
    await expectNoAxeViolations(document.body);
  });

  it('self-excludes only after a plain confirmation, then logs out and says why', async () => {
    const rg = fakeResponsibleGambling();
    const store = await renderInMemberCentre(<ResponsibleGamblingPage />, {
      api: rg.api,
      path: '/responsible-gambling',
    });
    const form = await screen.findByRole('form', { name: 'Take a break' });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Period' }),
      'Self-exclusion: 6 months',
    );
    await userEvent.fill(within(form).getByLabelText('Login password'), 'login-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Self-exclude?' });
    expect(confirm).toHaveTextContent(/logged out at once, everywhere/);
    expect(confirm).toHaveTextContent(/every brand of this operator/);
    expect(confirm).toHaveTextContent(/cannot be shortened or lifted/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(rg.calls).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Self-exclude' }));
    const again = await screen.findByRole('alertdialog', { name: 'Self-exclude?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, start it now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/You have been logged out/);
    expect(rg.calls).toEqual(['exclude:6m']);
    expect(store.get(sessionAtom).kind).toBe('visitor');
    expect(screen.queryByRole('form', { name: 'Take a break' })).toBeNull();
  });

  it('sets a reality check and a session time limit; a longer limit waits 24 hours', async () => {
    const rg = fakeResponsibleGambling();
    await renderInMemberCentre(<ResponsibleGamblingPage />, {
      api: rg.api,
      path: '/responsible-gambling',
    });
    const form = await screen.findByRole('form', { name: 'Set play-time limits' });
    const settings = screen.getByRole('list', { name: 'Your play-time settings' });
    expect(settings).toHaveTextContent(/Reality check\s*Off/);
    expect(settings).toHaveTextContent(/Session time limit\s*No limit/);
    const realityCheck = within(form).getByRole('combobox', { name: 'Reality check' });
    const limit = within(form).getByRole('combobox', { name: 'Session time limit' });
    expect(
      within(realityCheck)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Off',
      'Every 10 minutes',
      'Every 15 minutes',
      'Every 20 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every 1 hour',
    ]);
    await userEvent.selectOptions(realityCheck, 'Every 15 minutes');
    await userEvent.selectOptions(limit, '2 hours');
    await userEvent.click(within(form).getByRole('button', { name: 'Save play-time settings' }));
    expect(await screen.findByText('Saved. Your settings are in force now.')).toBeVisible();
    await expect.poll(() => settings.textContent).toMatch(/Every 15 minutes.*In force: 2 hours/);
    // Longer: the 2 hours stay in force, the 12 hours wait with their date.
    await userEvent.selectOptions(limit, '12 hours');
    await userEvent.click(within(form).getByRole('button', { name: 'Save play-time settings' }));
    expect(
      await screen.findByText(/The change to your session time limit takes effect on/),
    ).toBeVisible();
    await expect
      .poll(() => settings.textContent)
      .toMatch(/In force: 2 hoursLonger limit of 12 hours from/);
    expect(rg.calls).toEqual(['playTime:15:120', 'playTime:15:720']);
    await expectNoAxeViolations(document.body);
  });

  it('keeps a session limit the select does not offer (set elsewhere) when the reality check changes', async () => {
    const rg = fakeResponsibleGambling(90);
    await renderInMemberCentre(<ResponsibleGamblingPage />, {
      api: rg.api,
      path: '/responsible-gambling',
    });
    const form = await screen.findByRole('form', { name: 'Set play-time limits' });
    const limit = within(form).getByRole('combobox', { name: 'Session time limit' });
    // Shown as it is, between the offered 1 and 2 hours, not as "No limit".
    expect(within(limit).getByRole('option', { selected: true })).toHaveTextContent('90 minutes');
    expect(
      within(limit)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 5),
    ).toEqual(['No limit', '30 minutes', '1 hour', '90 minutes', '2 hours']);
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Reality check' }),
      'Every 30 minutes',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save play-time settings' }));
    expect(await screen.findByText('Saved. Your settings are in force now.')).toBeVisible();
    expect(rg.calls).toEqual(['playTime:30:90']);
  });

  it('shows the play-time settings in Japanese', async () => {
    const rg = fakeResponsibleGambling();
    await renderInMemberCentre(<ResponsibleGamblingPage />, {
      api: rg.api,
      lang: 'ja',
      path: '/responsible-gambling',
    });
    const form = await screen.findByRole('form', { name: 'プレイ時間の制限を設定' });
    const limit = within(form).getByRole('combobox', { name: 'セッション時間制限' });
    expect(within(limit).getByRole('option', { name: '12時間' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'リアリティチェック' })).toHaveTextContent(
      '10分ごと',
    );
  });
});
