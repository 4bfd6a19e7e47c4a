import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountTestSite } from '../../test';

/** Status codes of the CBS_launchChat requests this page made (same origin: the Vite proxy). */
function launchChatStatuses(): number[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/wps/relay/CBS_launchChat'))
    .map((entry) => (entry as PerformanceResourceTiming).responseStatus);
}

async function openCustomerService(): Promise<void> {
  await page
    .getByRole('complementary', { name: 'Quick actions' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  await expect.element(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
}

describe('CustomerServicePopup (§2.8 csModal: live chat, or a support e-mail)', () => {
  it('offers the support e-mail when the brand has no live chat, without a failed request', async () => {
    performance.clearResourceTimings();
    await mountTestSite('sakura', { lang: 'EN' });
    await openCustomerService();
    const mail = page.getByRole('dialog').getByRole('link', { name: /@/ });
    await expect.element(mail).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@/));
    // "No live chat" is a known state of the merchant, answered with chatUrl null, not a 404.
    await expect.poll(() => launchChatStatuses().length).toBeGreaterThan(0);
    for (const status of launchChatStatuses()) expect(status).toBe(200);
    expect(page.getByRole('button', { name: 'Start live chat' }).elements()).toHaveLength(0);
  });

  it('offers live chat where the brand has it', async () => {
    await mountTestSite('harbor', { lang: 'EN' });
    await openCustomerService();
    await expect
      .element(page.getByRole('dialog').getByRole('button', { name: 'Start live chat' }))
      .toBeVisible();
  });
});
