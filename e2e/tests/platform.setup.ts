import { expect, test as setup } from '@playwright/test';
import { brandsUnderTest } from '../support/brands';
import { operator } from '../support/platform';

// Runs before the brand checks and the account flows: each brand is served by a live platform that
// answers the platform API and takes operator commands through its socket.
for (const brand of brandsUnderTest()) {
  setup(`${brand.id}: the platform answers and takes operator commands`, async ({ request }) => {
    const status = await request.get(`${brand.baseURL}/wps/system/status`, {
      headers: { Merchant: brand.merchantCode, Language: 'EN', Device: 'web' },
    });
    expect(status.ok()).toBe(true);
    const body = (await status.json()) as { success: boolean; value: { status: number } };
    expect(body.success).toBe(true);
    const site = await request.get(brand.baseURL);
    expect(site.ok(), 'the built site is served at /').toBe(true);
    expect(await site.text()).toContain(`data-brand="${brand.id}"`);
    if (brand.dataDir) {
      const merchants = await operator<{ code: string; status: string }[]>(brand, 'merchants');
      const merchant = merchants.find((m) => m.code === brand.merchantCode);
      expect(merchant, `merchant ${brand.merchantCode} on the platform`).toBeDefined();
      // A run that stopped half-way may have left the site closed: open it for the next tests.
      if (merchant?.status !== 'normal' || body.value.status !== 0) {
        await operator(brand, 'status', brand.merchantCode, 'normal');
        await operator(brand, 'region', brand.merchantCode, '--clear');
      }
    }
  });
}
