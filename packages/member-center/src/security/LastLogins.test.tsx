import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInMemberCentre } from '../../test/renderInMemberCentre';
import { LastLogins } from './LastLogins';

// Vitest's browser viewport is a phone (414 px): the logins show as cards, the table is hidden.
describe('LastLogins on a phone', () => {
  it('shows a loading state while the logins load', async () => {
    await renderInMemberCentre(<LastLogins logins={[]} state="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the last logins' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Last logins' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('says so when there is no login yet', async () => {
    await renderInMemberCentre(<LastLogins logins={[]} state="ready" />);
    expect(screen.getByRole('heading', { level: 3, name: 'No logins yet' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Last logins' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('says so when the logins could not be loaded', async () => {
    await renderInMemberCentre(<LastLogins logins={[]} state="error" />);
    expect(
      screen.getByRole('heading', { name: 'The last logins could not be loaded.' }),
    ).toBeVisible();
  });

  it('lists each login as a card with time, device and IP', async () => {
    await renderInMemberCentre(
      <LastLogins
        logins={[
          {
            at: '2026-11-20T10:00:00.000Z',
            device: 'Firefox on Linux',
            ip: '192.0.2.7',
            current: true,
          },
          { at: '2026-11-19T08:00:00.000Z', device: null, ip: null, current: false },
        ]}
        state="ready"
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Last logins' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/this session.*Firefox on Linux.*192\.0\.2\.7/);
    expect(cards[1]).toHaveTextContent('Unknown');
    expect(screen.queryByRole('heading', { name: 'No logins yet' })).toBeNull();
  });
});
