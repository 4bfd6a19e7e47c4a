import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFromJson } from '../../src/brands/load';
import { call, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('support');
});
afterAll(async () => {
  await app.close();
});

const chat = '/wps/relay/CBS_launchChat';

async function setResources(code: string, resources: { resourceType: string; url: string }[]) {
  const merchant = await app.repos.merchants.byCode(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  await app.repos.merchants.update(merchant.id, { resources });
}

describe('CBS_launchChat (§2.8 csModal, §7.3 no token)', () => {
  it("answers the merchant's LIVECHAT url as chatUrl, without a token", async () => {
    await setResources('ALPHA01', [
      { resourceType: 'EMAIL', url: 'mailto:help@alpha.example' },
      { resourceType: 'LIVECHAT', url: 'https://chat.alpha.example/widget' },
    ]);
    const answer = await call(app, 'GET', chat);
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual({ chatUrl: 'https://chat.alpha.example/widget' });
  });

  it('answers 200 with chatUrl null when the merchant has no live chat, so the site offers the e-mail (no failed request)', async () => {
    // BETA01's brand file has no liveChatUrl.
    const answer = await call(app, 'GET', chat, { merchant: 'BETA01' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, value: { chatUrl: null } });
  });

  it('never hands out a url that is not http or https', async () => {
    await setResources('ALPHA01', [{ resourceType: 'LIVECHAT', url: 'javascript:alert(1)' }]);
    const answer = await call(app, 'GET', chat);
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual({ chatUrl: null });
  });

  it('still answers in maintenance and for a blocked region: both pages offer customer service (§2.11)', async () => {
    await setResources('ALPHA01', [
      { resourceType: 'LIVECHAT', url: 'https://chat.alpha.example/widget' },
    ]);
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no merchant');
    await app.repos.merchants.update(merchant.id, { systemStatus: 1 });
    try {
      expect((await call(app, 'GET', chat)).status).toBe(200);
      await app.repos.merchants.update(merchant.id, {
        systemStatus: 0,
        regionCidrs: ['10.0.0.0/8'],
      });
      expect((await call(app, 'GET', chat, { ip: '10.1.2.3' })).status).toBe(200);
      expect(
        (await call(app, 'GET', '/wps/system/status', { ip: '10.1.2.3' })).json.value.status,
      ).toBe(2);
    } finally {
      await app.repos.merchants.update(merchant.id, { systemStatus: 0, regionCidrs: [] });
    }
  });

  it('reads the live-chat url from brand.json features.liveChatUrl', () => {
    const brand = brandFromJson('harbor', {
      merchantCode: 'HARBOR01',
      features: { liveChatUrl: 'https://chat.harborgames.example/widget' },
    });
    expect(brand.liveChatUrl).toBe('https://chat.harborgames.example/widget');
    expect(brandFromJson('sakura', { features: {} }).liveChatUrl).toBeNull();
  });
});

describe('captcha-answer (operator support and end-to-end tests)', () => {
  it('prints the answer of a live captcha, which then passes once', async () => {
    const { captchaAnswerCommand } = await import('../../src/cli/commands/captcha');
    const merchant = await app.repos.merchants.byCode('ALPHA01');
    if (!merchant) throw new Error('no merchant');
    const captcha = await app.repos.captchas.create(merchant.id);
    const ctx = { db: app.db, repos: app.repos, ledger: app.ledger };
    const { answer } = await captchaAnswerCommand.run(
      ctx,
      captchaAnswerCommand.parse([captcha.captchaId]),
    );
    expect(answer).toBe(captcha.answer);
    expect(await app.repos.captchas.consume(merchant.id, captcha.captchaId, answer)).toBe(true);
    await expect(
      captchaAnswerCommand.run(ctx, captchaAnswerCommand.parse([captcha.captchaId])),
    ).rejects.toThrow(/No live captcha/);
  });
});
