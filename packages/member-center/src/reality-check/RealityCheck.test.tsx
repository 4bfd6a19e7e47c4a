import { screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { languageAtom, sessionAtom, sessionEndedAtom } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { renderInMemberCentre } from '../../test/renderInMemberCentre';
import { RealityCheckOverlay } from './RealityCheckOverlay';

type Api = PlatformQueryContext['api'];
const minute = 60_000;

/**
 * The summary call in memory (the platform's own tests check the real one): the login began
 * `playedMinutes` ago, and the figures are what the test sets before the dialog opens.
 */
function fakeSession(playedMinutes: number, realityCheckMinutes: number | null) {
  const calls: string[] = [];
  const since = new Date(Date.now() - playedMinutes * minute).toISOString();
  const figures = { rounds: 0, stakes: '0', net: '0' };
  /** While set, the summary's answer waits for it. */
  let gate: Promise<void> | null = null;
  /** When the component has scheduled the next check (its hidden marker), as an ISO time. */
  const due = (afterMinutes: number) =>
    new Date(Date.parse(since) + afterMinutes * minute).toISOString();
  const api = {
    messageUnreadCount: async () => ({ count: 0 }),
    memberPlaySessionSummary: async () => {
      calls.push('summary');
      if (gate) await gate;
      return { since, ...figures, realityCheckMinutes, endsAt: null };
    },
    sessionLogout: async () => {
      calls.push('logout');
    },
  };
  /** Holds the next answers until the returned function is called. */
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = null;
      release();
    };
  };
  return { api: api as unknown as Api, calls, figures, due, hold };
}

/** The next check's time as the component scheduled it (its hidden marker). */
const scheduledAt = () =>
  document.querySelector('[data-reality-check-due]')?.getAttribute('data-reality-check-due');

/** Moves the page's clock on by whole minutes (fake timers; real time still flows for React). */
function play(minutes: number) {
  vi.advanceTimersByTime(minutes * minute);
}

describe('the reality check (issue 14 item 9)', () => {
  // The lazy chunk, transformed once up front rather than inside the first test's wait.
  beforeAll(async () => {
    await import('./RealityCheck');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after the interval with the figures; Continue closes it and the next comes one interval later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = fakeSession(2, 10);
    await renderInMemberCentre(<RealityCheckOverlay />, { api: session.api, path: '/' });
    await expect.poll(scheduledAt, { timeout: 15_000 }).toBe(session.due(10));
    expect(session.calls).toEqual(['summary']);
    play(7);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    Object.assign(session.figures, { rounds: 3, stakes: '600', net: '-150' });
    play(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    // Its figures are asked when it opens.
    expect(session.calls).toEqual(['summary', 'summary']);
    expect(dialog).toHaveTextContent(/You have been playing for 10 minutes since you logged in/);
    const list = dialog.querySelector('dl');
    expect(list).toHaveTextContent('Time played10 minutes');
    expect(list).toHaveTextContent('Rounds3');
    expect(list).toHaveTextContent('Stakes¥600');
    expect(list).toHaveTextContent(/Net result-¥150|Net result−¥150/);
    expect(within(dialog).getByRole('link', { name: 'Betting record' })).toHaveAttribute(
      'href',
      '/member/personalHistoryCopy',
    );
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoAxeViolations(document.body);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    await expect.poll(scheduledAt).toBe(session.due(20));
    play(9);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    play(1);
    const again = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(again).toHaveTextContent(/playing for 20 minutes/);
  });

  it('keeps the login clock across a reload: 25 minutes in, the next check is at 30', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = fakeSession(25, 10);
    await renderInMemberCentre(<RealityCheckOverlay />, { api: session.api, path: '/' });
    await expect.poll(scheduledAt, { timeout: 15_000 }).toBe(session.due(30));
    expect(session.calls).toEqual(['summary']);
    play(4);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    play(1);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent(
      /playing for 30 minutes/,
    );
  });

  it('opens a check that fell due while the figures were being fetched again (a language switch)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = fakeSession(2, 10);
    const store = await renderInMemberCentre(<RealityCheckOverlay />, {
      api: session.api,
      path: '/',
    });
    await expect.poll(scheduledAt, { timeout: 15_000 }).toBe(session.due(10));
    play(7);
    const release = session.hold();
    // The figures are asked again in the other language, and answer after the check fell due.
    store.set(languageAtom, 'JA');
    await expect.poll(() => session.calls).toEqual(['summary', 'summary']);
    play(2);
    release();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/playing for 11 minutes/);
  });

  it('stays closed when the reality check is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = fakeSession(0, null);
    await renderInMemberCentre(<RealityCheckOverlay />, { api: session.api, path: '/' });
    await expect.poll(() => session.calls, { timeout: 15_000 }).toEqual(['summary']);
    play(120);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.calls).toEqual(['summary']);
  });

  it('logs out from the dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const session = fakeSession(0, 15);
    const store = await renderInMemberCentre(<RealityCheckOverlay />, {
      api: session.api,
      path: '/',
    });
    await expect.poll(scheduledAt, { timeout: 15_000 }).toBe(session.due(15));
    expect(session.calls).toEqual(['summary']);
    play(15);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect.poll(() => store.get(sessionAtom).kind).toBe('visitor');
    expect(session.calls).toEqual(['summary', 'summary', 'logout']);
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
  });

  it('loads nothing for a visitor', async () => {
    const session = fakeSession(0, 10);
    await renderInMemberCentre(<RealityCheckOverlay />, {
      api: session.api,
      as: 'visitor',
      path: '/',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.calls).toEqual([]);
  });

  it('says why when the session time limit ended the login', async () => {
    const session = fakeSession(0, null);
    const store = await renderInMemberCentre(<RealityCheckOverlay />, {
      api: session.api,
      as: 'visitor',
      path: '/',
    });
    store.set(sessionEndedAtom, 'SESSION_TIME_LIMIT');
    const notice = await screen.findByRole('alertdialog', { name: 'Session time limit reached' });
    expect(notice).toHaveTextContent(/session time limit you set/);
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(store.get(sessionEndedAtom)).toBeNull();
  });

  it('says it in Japanese', async () => {
    const session = fakeSession(0, null);
    const store = await renderInMemberCentre(<RealityCheckOverlay />, {
      api: session.api,
      as: 'visitor',
      lang: 'ja',
      path: '/',
    });
    store.set(sessionEndedAtom, 'SESSION_TIME_LIMIT');
    expect(
      await screen.findByRole('alertdialog', { name: 'セッション時間制限に達しました' }),
    ).toHaveTextContent(/ログアウトしました/);
  });
});
