import { z } from 'zod';

/** The site's address list the brand build writes beside index.html (issue 11). */
export const ROUTES_FILE = 'routes.json';

/**
 * What `routes.json` holds: the site router's patterns from the root, in React Router's syntax
 * (`/`, `/hot`, `/user/:id`, `/member/*`).
 */
export const routesManifestSchema = z.object({
  routes: z.array(z.string().startsWith('/').max(200)).max(1000),
});
export type RoutesManifest = z.infer<typeof routesManifestSchema>;

const segmentsOf = (path: string) =>
  path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment.length > 0);

/**
 * Whether a request path is one the site's router answers with a page, matched as React Router
 * matches: case-insensitively, a trailing slash ignored, `:name` one segment, a final `*` any rest.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const compiled = patterns.map(segmentsOf);
  return (pathname) => {
    const path = segmentsOf(pathname);
    return compiled.some((pattern) => {
      const splat = pattern.at(-1) === '*';
      const fixed = splat ? pattern.slice(0, -1) : pattern;
      if (splat ? path.length < fixed.length : path.length !== fixed.length) return false;
      return fixed.every((segment, i) => segment.startsWith(':') || segment === path[i]);
    });
  };
}
