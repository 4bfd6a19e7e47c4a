import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createApiClient } from '@lobbykit/api-client';
import { expectNoAxeViolations, mountTestSite } from '../../test';
import { renderFrame } from './frameHarness.test.helpers';

const footer = () => page.getByRole('contentinfo');
const feedback = () => page.getByRole('dialog', { name: 'Feedback' });

// A real 1×1 PNG, so the platform's own byte check accepts it.
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const png = (name: string) =>
  new File([Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
  });
const gif = (name: string) =>
  new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0])], name, {
    type: 'image/png',
  });

async function openFeedback() {
  const button = footer().getByRole('button', { name: 'Feedback' });
  // The frame renders after start-up: wait for the button before reaching for its element.
  await expect.element(button).toBeVisible();
  (button.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(feedback()).toBeVisible();
  // React Aria takes a keyboard click on the native button for a screen reader's and moves focus
  // in once the frame's transitions are done (focusSafely); Esc works from there.
  await expect.poll(() => feedback().element().contains(document.activeElement)).toBe(true);
}

describe('footer (§2.7)', () => {
  it('shows payment methods, the licence in the current language, its number and the copyright line', async () => {
    const site = await mountTestSite('sakura', { lang: 'JA' });
    const brand = site.brand;
    await expect.element(footer().getByRole('heading', { name: 'お支払い方法' })).toBeVisible();
    await expect.element(footer().getByText(brand.licence.text.JA)).toBeVisible();
    await expect
      .element(footer().getByText(`ライセンス番号：${brand.licence.number}`))
      .toBeVisible();
    await expect
      // Issue 11: the Japanese footer said "All rights reserved." in English.
      .element(footer().getByText(`© ${brand.copyrightYear} ${brand.name}. 無断転載を禁じます。`))
      .toBeVisible();
  });

  it('links help content items 2 to 4 to /help#tag', async () => {
    const api = createApiClient({
      baseUrl: window.location.origin,
      merchant: 'SAKURA01',
      getLanguage: () => 'EN',
      getToken: () => null,
    });
    const { topics } = await api.systemHelpCenter({ lang: 'EN', device: 'WEB' });
    await mountTestSite('sakura', { lang: 'EN' });
    const nav = footer().getByRole('navigation', { name: 'Help and information' });
    for (const topic of topics.slice(1, 4)) {
      await expect
        .element(nav.getByRole('link', { name: topic.title }))
        .toHaveAttribute('href', `/help#${topic.tag}`);
    }
    const first = topics[0];
    if (!first) throw new Error('no help topic');
    expect(nav.getByRole('link', { name: first.title }).query()).toBeNull();
    // The topics come after the links shown from the first render, which they would push aside.
    const topic = nav.getByRole('link', { name: topics[1]?.title ?? '' }).element();
    for (const early of [
      nav.getByRole('link', { name: 'Responsible gambling' }).element(),
      nav.getByRole('button', { name: 'Feedback' }).element(),
    ])
      expect(early.compareDocumentPosition(topic) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links the responsible-gambling page (issue 14 item 9) in both languages', async () => {
    await mountTestSite('sakura', { lang: 'JA' });
    const nav = footer().getByRole('navigation', { name: 'ヘルプとご案内' });
    await expect
      .element(nav.getByRole('link', { name: '責任あるギャンブル' }))
      .toHaveAttribute('href', '/responsible-gambling');
  });

  it('shows social links only where the brand has them (§2.7)', async () => {
    await mountTestSite('harbor', { lang: 'EN' });
    const social = footer().getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect
      .poll(() => social.elements().map((a) => a.getAttribute('data-network')))
      .toEqual(['YOUTUBE', 'BLOG']);
    for (const link of social.elements()) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('renders the lobby slots: provider logos under the heading, product links in the navigation', async () => {
    const { unmount } = await renderFrame({
      path: '/',
      pages: [{ path: '', element: <h1>Home</h1> }],
      slots: {
        footerProviders: () => <ul aria-label="Game providers" />,
        footerProducts: () => <a href="/live">Live casino</a>,
      },
    });
    try {
      await expect
        .element(footer().getByRole('list', { name: 'Game providers' }))
        .toBeInTheDocument();
      await expect
        .element(
          footer()
            .getByRole('navigation', { name: 'Help and information' })
            .getByRole('link', { name: 'Live casino' }),
        )
        .toHaveAttribute('href', '/live');
    } finally {
      unmount();
    }
  });
});

describe('feedback modal (§2.7, §5)', () => {
  it('shows each problem next to its field and moves focus to the first one', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openFeedback();
    await feedback().getByRole('button', { name: 'Send feedback' }).click();
    const content = feedback().getByRole('textbox', { name: 'Your feedback' });
    await expect.element(content).toHaveAttribute('aria-invalid', 'true');
    await expect.element(content).toHaveAccessibleDescription(/Please write your feedback\./);
    await expect.element(content).toHaveFocus();
    await userEvent.type(content, 'Too short');
    await expect.element(content).toHaveAccessibleDescription(/Write at least 10 characters\./);
    const remark = feedback().getByRole('textbox', { name: 'Remark (optional)' });
    await userEvent.fill(remark, 'r'.repeat(141));
    await expect
      .element(remark)
      .toHaveAccessibleDescription(/The remark can be at most 140 characters\./);
  });

  it('refuses a file that is not really PNG or JPG and names it', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openFeedback();
    const input = feedback().element().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, gif('photo.png'));
    await expect
      .element(feedback().getByRole('button', { name: 'Add image' }))
      .toHaveAccessibleDescription('photo.png is not a PNG or JPG image.');
    expect(feedback().getByRole('img').query()).toBeNull();
  });

  it('sends the feedback with an image to the platform and shows its reference', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openFeedback();
    await userEvent.fill(
      feedback().getByRole('textbox', { name: 'Your feedback' }),
      'The live casino table loaded slowly this evening.',
    );
    const input = feedback().element().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, png('slow.png'));
    await expect.element(feedback().getByRole('img', { name: 'slow.png' })).toBeVisible();
    await expect.element(feedback().getByRole('button', { name: 'Remove slow.png' })).toBeVisible();
    await feedback().getByRole('button', { name: 'Send feedback' }).click();
    await expect
      .element(feedback().getByRole('status'))
      .toHaveTextContent('Thank you! Your feedback has been sent.');
    await expect.element(feedback().getByRole('status')).toHaveTextContent(/Reference: \S+/);
    await expect.element(feedback().getByRole('button', { name: 'Close' }).last()).toHaveFocus();
  });

  it("shows the platform's refusal of a file under the picker, naming that file (§5, issue 13 item 5)", async () => {
    const sent: FormData[] = [];
    // The platform's answer to a file the page could not check (its bytes, §5): the feedback call
    // is answered here, every other call goes to the real platform.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.endsWith('/wps/feedback')) return globalThis.fetch(request);
      sent.push(await request.formData());
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: 'FEEDBACK_IMAGE_TOO_LARGE',
          message: 'The file images.1 is refused: larger than 5 MB.',
          fields: [{ field: 'images.1', message: 'larger than 5 MB' }],
        }),
        { status: 413, headers: { 'content-type': 'application/json' } },
      );
    };
    await mountTestSite('sakura', { lang: 'EN', fetch });
    await openFeedback();
    await userEvent.fill(
      feedback().getByRole('textbox', { name: 'Your feedback' }),
      'The live casino table loaded slowly this evening.',
    );
    const input = feedback().element().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [png('first.png'), png('second.png')]);
    await expect.element(feedback().getByRole('img', { name: 'second.png' })).toBeVisible();
    await feedback().getByRole('button', { name: 'Send feedback' }).click();
    await expect
      .element(feedback().getByRole('button', { name: 'Add image' }))
      .toHaveAccessibleDescription(/second\.png is larger than 5 MB\./);
    // Sent as multipart parts: the text, then the files themselves (no base64).
    const form = sent[0];
    expect(form?.get('content')).toBe('The live casino table loaded slowly this evening.');
    expect((form?.getAll('images') as File[]).map((f) => f.name)).toEqual([
      'first.png',
      'second.png',
    ]);
  });

  it("shows the platform's refusal of the text under the text field (§5, issue 13 item 5)", async () => {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.endsWith('/wps/feedback')) return globalThis.fetch(request);
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: [{ field: 'content', message: 'given more than once' }],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    };
    await mountTestSite('sakura', { lang: 'EN', fetch });
    await openFeedback();
    const content = feedback().getByRole('textbox', { name: 'Your feedback' });
    await userEvent.fill(content, 'The live casino table loaded slowly this evening.');
    await feedback().getByRole('button', { name: 'Send feedback' }).click();
    await expect.element(content).toHaveAttribute('aria-invalid', 'true');
    await expect.element(content).toHaveAccessibleDescription(/This value is not accepted\./);
  });

  it('closes with Esc and gives focus back to the Feedback button', async () => {
    await mountTestSite('sakura', { lang: 'EN' });
    await openFeedback();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => feedback().query()).toBeNull();
    await expect.element(footer().getByRole('button', { name: 'Feedback' })).toHaveFocus();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'JA'] as const) {
      it(`is axe clean with errors shown (${theme}, ${lang})`, async () => {
        await mountTestSite('sakura', { lang, theme });
        const name = lang === 'EN' ? 'Feedback' : 'ご意見・ご要望';
        await footer().getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect.element(dialog).toBeVisible();
        await dialog
          .getByRole('button', { name: lang === 'EN' ? 'Send feedback' : '送信する' })
          .click();
        await expect
          .element(dialog.getByRole('textbox').first())
          .toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations();
      });
    }
  }
});
