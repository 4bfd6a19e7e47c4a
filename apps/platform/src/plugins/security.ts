import fp from 'fastify-plugin';

export interface CspSources {
  /** `'sha256-…'` sources of the inline scripts the page may run (the site's pre-paint script). */
  scriptHashes?: readonly string[];
  /** Origins of the image hosts the permission call names (§3 imageCDNs, §7.4 image base). */
  imageOrigins?: readonly string[];
  /** Origins games may be framed from (§7.4 launchGameCDNs), should a lobby frame them. */
  frameOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the platform and the site it serves. Scripts only from the origin
 * and, by hash, the inline scripts of the served index.html; no eval, no inline handlers. Styles
 * allow inline: the brand theme is an inline style element and components set style attributes,
 * and a hash would switch 'unsafe-inline' off for the attributes too. Analytics (§4) add their
 * provider's origins here once the platform configures them (the site's `analyticsOrigins`).
 */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  const list = (...items: (readonly string[] | string | undefined)[]) =>
    [...new Set(items.flat().filter((s): s is string => Boolean(s)))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(
      "'self'",
      sources.scriptHashes?.map((h) => `'${h}'`),
    )}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', sources.imageOrigins)}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${list("'self'", sources.frameOrigins)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins of configured host URLs (`https://img.example/x/` → `https://img.example`). */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const origin = new URL(url).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A relative image base is the site's own origin, which 'self' already allows.
    }
  }
  return [...origins];
}

/**
 * Security headers on every answer. A route that needs a different policy (the site's index.html
 * with its script hashes, a game page that may be framed) sets the header itself; these fill in
 * only what the answer does not already carry.
 */
export const securityPlugin = fp(
  async (app) => {
    const csp = contentSecurityPolicy({
      imageOrigins: originsOf(app.config.imageCdns),
      frameOrigins: originsOf(app.config.launchCdns),
    });
    const defaults: Record<string, string> = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    };
    app.addHook('onSend', async (request, reply, payload) => {
      for (const [name, value] of Object.entries(defaults))
        if (!reply.hasHeader(name)) void reply.header(name, value);
      // Browsers honour HSTS only over HTTPS; over plain HTTP (local runs) it would be ignored.
      if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security'))
        void reply.header('strict-transport-security', 'max-age=15552000');
      return payload;
    });
  },
  { name: 'security' },
);
