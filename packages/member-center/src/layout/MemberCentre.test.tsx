import { act, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPopupAtom } from '@lobbykit/session';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import {
  fakeInbox,
  logIn,
  renderInMemberCentre,
  widenViewport,
} from '../../test/renderInMemberCentre';
import { memberCenterFeature } from '../feature';
import { memberPages } from '../paths';
import MessagesPage from '../pages/messageV2';
import DepositPage from '../pages/depositv2';
import RewardCentrePage from '../pages/rewardCenter';

const unreadMessage = (id: number) => ({
  id,
  title: `Message ${id}`,
  body: `Body ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
});

describe('the member centre routes (§2.9)', () => {
  it('has every menu page under /member/<specName>, /member for securityCenter, each lazy', async () => {
    const routes = memberCenterFeature.routes(undefined as never);
    expect(routes.map((route) => route.path)).toEqual([
      'member',
      ...memberPages.map((page) => `member/${page}`),
      // Issue 14 item 9: the footer's public page.
      'responsible-gambling',
    ]);
    const modules = await Promise.all(routes.map((route) => route.load()));
    for (const module of modules) expect(typeof module.default).toBe('function');
    expect(routes.every((route) => !route.handle.loginOnly)).toBe(true);
  });
});

describe('the member centre shell (§2.9, §5, §6)', () => {
  it('on a phone, opens the menu as a sheet and closes it on navigation', async () => {
    await renderInMemberCentre(<DepositPage />, { path: '/member/depositv2' });
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    const sheet = await screen.findByRole('dialog', { name: 'Member centre' });
    const current = within(sheet).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Deposit');
    await userEvent.click(within(sheet).getByRole('link', { name: /Withdraw/ }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  describe('on a wide screen', () => {
    beforeEach(() => widenViewport());

    it('lists every page, marks the current one and has no axe violations', async () => {
      // rewardCenter is still a placeholder (the rewards issue builds it).
      await renderInMemberCentre(<RewardCentrePage />, { path: '/member/rewardCenter' });
      const nav = await screen.findByRole('navigation', { name: 'Member centre' });
      const links = within(nav).getAllByRole('link');
      expect(links).toHaveLength(memberPages.length);
      const current = within(nav).getByRole('link', { current: 'page' });
      expect(current).toHaveTextContent('Reward centre');
      expect(current).toHaveAttribute('href', '/member/rewardCenter');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reward centre');
      // An honest placeholder: no figures, a way home.
      expect(screen.getByText('This part of the member centre is not open yet.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await expectNoAxeViolations(document.body);
    });

    it('badges messageV2 with the unread count, and nothing when it is 0', async () => {
      const inbox = fakeInbox([unreadMessage(1), unreadMessage(2)]);
      await renderInMemberCentre(<DepositPage />, { api: inbox.api });
      const nav = await screen.findByRole('navigation', { name: 'Member centre' });
      const messages = within(nav).getByRole('link', { name: /Messages/ });
      await expect.poll(() => messages.textContent).toContain('2 new');
      // missionLeaderboard and rewardCenter have no count on the platform yet: no badge.
      for (const name of [/Missions/, /Reward centre/])
        expect(within(nav).getByRole('link', { name }).querySelector('[data-count]')).toBeNull();
      const none = fakeInbox([{ ...unreadMessage(3), read: true }]);
      document.body.innerHTML = '';
      await renderInMemberCentre(<DepositPage />, { api: none.api });
      const again = await screen.findByRole('navigation', { name: 'Member centre' });
      await expect.poll(() => none.calls.includes('unread')).toBe(true);
      expect(again.querySelector('[data-count]')).toBeNull();
    });

    it('asks a visitor to log in, and shows the page once logged in', async () => {
      const store = await renderInMemberCentre(<MessagesPage />, { as: 'visitor' });
      expect(
        screen.getByRole('heading', { name: 'Log in to open the member centre' }),
      ).toBeVisible();
      expect(store.get(accountPopupAtom)).toEqual({ kind: 'login', method: 'username' });
      expect(screen.queryByRole('navigation', { name: 'Member centre' })).toBeNull();
      act(() => logIn(store, 'member'));
      expect(await screen.findByRole('navigation', { name: 'Member centre' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Messages');
    });

    it('gives a trial player the real-account dialog instead of the page', async () => {
      const store = await renderInMemberCentre(<MessagesPage />, { as: 'trial' });
      expect(store.get(accountPopupAtom)).toEqual({ kind: 'realAccountNeeded' });
      expect(
        screen.getByRole('heading', { name: 'The member centre needs a real account' }),
      ).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Member centre' })).toBeNull();
    });

    it('speaks Japanese', async () => {
      await renderInMemberCentre(<RewardCentrePage />, { lang: 'ja' });
      const nav = await screen.findByRole('navigation', { name: '会員センター' });
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
        'リワードセンター',
      );
      expect(screen.getByText('会員センターのこのページはまだ公開されていません。')).toBeVisible();
    });
  });
});
