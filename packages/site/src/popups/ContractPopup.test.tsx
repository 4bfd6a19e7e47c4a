import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  expectNoAxeViolations,
  mountTestSite,
  operator,
  unmountTestSite,
  widenViewport,
} from '../../test';
import { handoffFor, sakura } from '../frame/sessions.test.helpers';
import type { SeededAccount } from '../frame/sessions.test.helpers';

// §2.8 contract popup (issue 15) in the composed site against the real platform: the operator's
// CLI offers a contract, the member's event stream brings it, the member answers in the popup.

afterEach(() => unmountTestSite());

interface ListedContract {
  id: number;
  state: string;
}

async function contractsOf(account: string): Promise<ListedContract[]> {
  const listed = await operator<{ contracts: ListedContract[] }>('contracts', [
    'list',
    sakura.code,
    account,
  ]);
  return listed.contracts;
}

/**
 * A fetch that tells when the member's event stream has answered: the platform reads the member's
 * newest event before it answers, so every offer made after that reaches this page.
 */
function streamWatchingFetch() {
  let opened = (): void => undefined;
  const streamOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const watched: typeof fetch = async (input, init) => {
    // One Request, sent as built: reading a body-carrying request twice would consume it.
    const request = new Request(input, init);
    const response = await fetch(request);
    if (request.url.endsWith('/wps/member/events') && response.ok) opened();
    return response;
  };
  return { fetch: watched, streamOpen };
}

/** The member and the agent above them (seed-demo's downline), logged in to the site. */
async function memberOnSite(lang: 'EN' | 'JA') {
  const watch = streamWatchingFetch();
  const seeded = await operator<{ members: SeededAccount[] }>('seed-demo', [sakura.code]);
  const member = seeded.members.find((m) => m.role === 'downline 1');
  const agent = seeded.members.find((m) => m.role === 'agent');
  if (!member || !agent) throw new Error('seed-demo made no agent with a downline');
  await mountTestSite('sakura', {
    lang,
    path: `/?handoff=${await handoffFor(member)}`,
    fetch: watch.fetch,
  });
  await expect.element(page.getByRole('banner').getByText(member.account)).toBeVisible();
  await watch.streamOpen;
  return { member, agent };
}

/** The operator offers the member a contract (the CLI); answers its id. */
async function offer(account: string, ...terms: string[]): Promise<number> {
  const { contract } = await operator<{ contract: { id: number } }>('contracts', [
    'offer',
    sakura.code,
    account,
    ...terms,
  ]);
  return contract.id;
}

describe('ContractPopup (§2.8 contract popup, logged in only)', () => {
  it('shows an upline’s offer with its terms; Accept answers it and closes (phone, keyboard, axe)', async () => {
    const { member, agent } = await memberOnSite('EN');
    const id = await offer(
      member.account,
      '--kind',
      'dividend',
      '--rate',
      '30',
      '--period',
      'weekly',
      '--from',
      agent.account,
    );
    const popup = page.getByRole('alertdialog', { name: 'Contract offer' });
    await expect.element(popup).toBeVisible();
    await expect.element(popup.getByRole('definition').nth(0)).toHaveTextContent('Dividend');
    await expect.element(popup.getByRole('definition').nth(1)).toHaveTextContent('30%');
    await expect.element(popup.getByRole('definition').nth(2)).toHaveTextContent('Weekly');
    await expect.element(popup.getByRole('definition').nth(3)).toHaveTextContent(agent.account);
    await expectNoAxeViolations(popup.element(), { ignoreRegion: true });

    // Keyboard: Accept is reachable and answers with Enter.
    popup.getByRole('button', { name: 'Accept' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(popup).not.toBeInTheDocument();
    expect(await contractsOf(member.account)).toEqual([
      expect.objectContaining({ id, state: 'accepted' }),
    ]);
  });

  it('Reject answers the offer; a settlement shows a short notice in Japanese (desktop)', async () => {
    await widenViewport();
    const { member } = await memberOnSite('JA');
    const rejected = await offer(member.account, '--kind', 'hourly-salary', '--rate', '0.5');
    const offerPopup = page.getByRole('alertdialog', { name: '契約のオファー' });
    await expect.element(offerPopup).toBeVisible();
    await offerPopup.getByRole('button', { name: '拒否' }).click();
    await expect.element(offerPopup).not.toBeInTheDocument();
    expect((await contractsOf(member.account)).find((c) => c.id === rejected)?.state).toBe(
      'rejected',
    );

    const salary = await offer(member.account, '--kind', 'daily-salary', '--rate', '1');
    await page
      .getByRole('alertdialog', { name: '契約のオファー' })
      .getByRole('button', { name: '承諾' })
      .click();
    await expect
      .poll(async () => (await contractsOf(member.account)).find((c) => c.id === salary)?.state)
      .toBe('accepted');
    await operator('contracts', [
      'settle',
      sakura.code,
      String(salary),
      '--bet',
      '250000',
      '--active',
      '3',
      '--profit=-4000',
    ]);
    const notice = page.getByRole('dialog', { name: '契約の精算' });
    await expect.element(notice).toBeVisible();
    // 1 % of ¥250,000 in bets.
    await expect.element(notice).toHaveTextContent('¥2,500');
    await expectNoAxeViolations(notice.element(), { ignoreRegion: true });
    // The action button (the corner's close button has the same name).
    await notice.getByRole('button', { name: '閉じる' }).last().click();
    await expect.element(notice).not.toBeInTheDocument();
  });
});
