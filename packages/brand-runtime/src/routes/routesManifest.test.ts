import { describe, expect, it } from 'vitest';
import { routeMatcher, routesManifestSchema } from './routesManifest';

describe('routeMatcher (routes.json, issue 11)', () => {
  const known = routeMatcher(['/', '/index.html', '/hot', '/user/:id', '/member/*']);

  it('matches the listed addresses as React Router does: any case, trailing slash ignored', () => {
    for (const path of ['/', '/index.html', '/hot', '/HOT', '/hot/', '/user/42', '/member'])
      expect(known(path), path).toBe(true);
    for (const path of ['/member/deposit', '/member/a/b']) expect(known(path), path).toBe(true);
  });

  it('refuses everything else', () => {
    for (const path of ['/no-such-page', '/hot/more', '/user', '/user/42/x', '/members', '/ho'])
      expect(known(path), path).toBe(false);
  });

  it('reads only a list of root-relative patterns', () => {
    expect(routesManifestSchema.safeParse({ routes: ['/', '/hot'] }).success).toBe(true);
    expect(routesManifestSchema.safeParse({ routes: ['hot'] }).success).toBe(false);
    expect(routesManifestSchema.safeParse([]).success).toBe(false);
  });
});
