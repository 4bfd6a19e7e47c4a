import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformQueryContext } from '@lobbykit/session';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { fakeInbox, renderInMemberCentre, widenViewport } from '../../test/renderInMemberCentre';
import BonusDetailsPage from '../pages/bonusDetails';
import type { MemberBonuses } from './bonusQuery';

type Api = PlatformQueryContext['api'];

const offer = { percent: 5, cap: '10000', wageringMultiplier: 3 };

/**
 * The two bonus calls in memory, answering as the platform does (its own tests, test/bonus/,
 * check the real calls). UI tests only.
 */
function fakeBonuses(answer: MemberBonuses) {
  const api = {
    ...(fakeInbox().api as unknown as Record<string, unknown>),
    memberBonuses: async () => answer,
    bonusDetails: async () => ({ currency: 'JPY', rows: [], next: null }),
  };
  return api as unknown as Api;
}

const wagering: MemberBonuses = {
  currency: 'JPY',
  lockedByBonus: '1000',
  offer,
  bonuses: [
    {
      id: 2,
      depositId: 9,
      amount: '1000',
      requirement: '3000',
      wagered: '1200',
      state: 'wagering',
      creditedAt: '2026-11-28T01:00:00.000Z',
      completedAt: null,
    },
    {
      id: 1,
      depositId: 4,
      amount: '500',
      requirement: '1500',
      wagered: '1500',
      state: 'completed',
      creditedAt: '2026-11-27T01:00:00.000Z',
      completedAt: '2026-11-27T03:00:00.000Z',
    },
  ],
};

describe('the bonus details page (§2.9 bonusDetails, issue 14)', () => {
  it('lists each bonus with its wagering progress and what is locked', async () => {
    await renderInMemberCentre(<BonusDetailsPage />, {
      api: fakeBonuses(wagering),
      path: '/member/bonusDetails',
    });
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement).getByRole('progressbar', { name: 'Wagered' });
    expect(first).toHaveAttribute('aria-valuenow', '1200');
    expect(first).toHaveAttribute('aria-valuemax', '3000');
    expect(first).toHaveAttribute('aria-valuetext', '¥1,200 of ¥3,000');
    expect(cards[0]).toHaveAttribute('data-state', 'wagering');
    expect(cards[1]).toHaveAttribute('data-state', 'completed');
    expect(cards[1]).toHaveTextContent('Wagering done');
    expect(screen.getByRole('group', { name: 'Your bonuses' })).toHaveTextContent('¥1,000');
    expect(
      screen.getByText(/first deposit of each day earns a 5% bonus, up to ¥10,000/),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await widenViewport();
    await expectNoAxeViolations(document.body);
  });

  it('says honestly when there is no bonus yet, and when none is offered', async () => {
    await renderInMemberCentre(<BonusDetailsPage />, {
      api: fakeBonuses({ currency: 'JPY', lockedByBonus: '0', offer: null, bonuses: [] }),
      path: '/member/bonusDetails',
    });
    expect(await screen.findByText('No bonus yet')).toBeInTheDocument();
    expect(
      screen.getByText('No daily deposit bonus is offered at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('reads in Japanese', async () => {
    await renderInMemberCentre(<BonusDetailsPage />, {
      api: fakeBonuses(wagering),
      path: '/member/bonusDetails',
      lang: 'ja',
    });
    expect(
      await screen.findByRole('heading', { name: 'デイリー入金ボーナス' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'ベット済み' })).toHaveLength(2);
  });
});
