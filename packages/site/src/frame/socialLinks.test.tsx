import { describe, expect, it } from 'vitest';
import { isWebUrl, socialLinksOf, supportMailto } from './socialLinks';

const none = {};

describe('follow-us and social links (§2.5, §2.7)', () => {
  it('lists only the networks that have a link, in the spec order YOUTUBE, TWITTER, BLOG, INSTAGRAM', () => {
    const links = socialLinksOf(
      [
        { resourceType: 'INSTAGRAM', url: 'https://instagram.example/brand' },
        { resourceType: 'EMAIL', url: 'mailto:help@brand.example' },
        { resourceType: 'YOUTUBE', url: 'https://youtube.example/brand' },
      ],
      none,
    );
    expect(links).toEqual([
      { network: 'YOUTUBE', url: 'https://youtube.example/brand' },
      { network: 'INSTAGRAM', url: 'https://instagram.example/brand' },
    ]);
  });

  it("takes the operator's resource over the brand file, and the brand file where no resource exists", () => {
    const links = socialLinksOf([{ resourceType: 'BLOG', url: 'https://ops.example/blog' }], {
      blog: 'https://brand.example/blog',
      twitter: 'https://x.example/brand',
    });
    expect(links).toEqual([
      { network: 'TWITTER', url: 'https://x.example/brand' },
      { network: 'BLOG', url: 'https://ops.example/blog' },
    ]);
  });

  it('shows nothing when neither has a link', () => {
    expect(socialLinksOf([], none)).toEqual([]);
    expect(socialLinksOf(undefined, none)).toEqual([]);
  });

  it('never links a script or data URL from a resource (safety over spec)', () => {
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
    expect(isWebUrl('https://ok.example/')).toBe(true);
    const links = socialLinksOf([{ resourceType: 'YOUTUBE', url: 'javascript:alert(1)' }], {
      youtube: 'https://youtube.example/fallback',
    });
    expect(links).toEqual([]);
  });
});

describe('live-support e-mail (§2.5)', () => {
  it("mails the EMAIL resource's address, with or without mailto:", () => {
    expect(
      supportMailto([{ resourceType: 'EMAIL', url: 'mailto:desk@ops.example' }], 'brand@b.example'),
    ).toEqual({ address: 'desk@ops.example', href: 'mailto:desk@ops.example' });
    expect(
      supportMailto([{ resourceType: 'EMAIL', url: 'desk@ops.example' }], 'x@b.example').href,
    ).toBe('mailto:desk@ops.example');
  });

  it("falls back to the brand's support address when the resource is missing or not an address", () => {
    expect(supportMailto(undefined, 'brand@b.example').href).toBe('mailto:brand@b.example');
    expect(
      supportMailto(
        [{ resourceType: 'EMAIL', url: 'mailto:a@b.example?bcc=all@x.example' }],
        'brand@b.example',
      ).href,
    ).toBe('mailto:brand@b.example');
  });
});
