import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface CspSources {
  /** `'sha256-…'` sources of the inline scripts the page may run (the site's pre-paint script). */
  scriptHashes?: readonly string[];
  /** Origins of the image hosts the permission call names (§3 imageCDNs, §7.4 image base). */
  imageOrigins?: readonly string[];
  /** Origins games may be framed from (§7.4 launchGameCDNs): the /seamless page frames them. */
  frameOrigins?: readonly string[];
  /**
   * Who may frame this answer: nobody by default. The demo games' pages name the site's own
   * origin and the merchant's domains, where the /seamless page shows them (§2.1).
   */
  frameAncestors?: readonly string[];
}

/**
 * The Content-Security-Policy of the platform and the site it serves, as directives. Scripts only
 * from the origin and, by hash, the inline scripts of the served index.html; no eval, no inline
 * handlers. Styles allow inline: the brand theme is an inline style element and components set
 * style attributes, and a hash would switch 'unsafe-inline' off for the attributes too. Analytics
 * (§4) add their provider's origins here once the platform configures them (the site's
 * `analyticsOrigins`).
 */
export function cspDirectives(sources: CspSources = {}): Record<string, string[]> {
  const list = (...items: (readonly string[] | string | undefined)[]) => [
    ...new Set(items.flat().filter((s): s is string => Boolean(s))),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': list(
      "'self'",
      sources.scriptHashes?.map((h) => `'${h}'`),
    ),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': list("'self'", 'data:', 'blob:', sources.imageOrigins),
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': list("'self'", sources.frameOrigins),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': sources.frameAncestors?.length ? list(sources.frameAncestors) : ["'none'"],
  };
}

/** The same policy as one header value, for a route that sets its own (the site's index.html). */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  return Object.entries(cspDirectives(sources))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
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

/** Browsers give no feature the platform does not use (helmet does not set this header). */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Security headers on every answer, by helmet. A route that needs a different policy (the site's
 * index.html with its script hashes, the API reference) sets the header itself, and its value
 * wins. Only the headers below are sent: helmet's other defaults are switched off so the
 * platform's answers stay as they were. The middleware is built once: @fastify/helmet built it
 * again on every request (parsing the policy each time), 4 % of the platform's CPU under the
 * records benchmark and more of the cheap calls' (issue 17).
 */
export const securityPlugin = fp(
  async (app) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives({
          imageOrigins: originsOf(app.config.imageCdns),
          frameOrigins: originsOf(app.config.launchCdns),
        }),
      },
      xContentTypeOptions: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Set below, only over HTTPS (browsers ignore it over plain HTTP; helmet would always send it).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xPoweredBy: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet 8 throws rather than passing an error on (it has none to pass for these options).
      applyHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('permissions-policy'))
        void reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security'))
        void reply.header('strict-transport-security', 'max-age=15552000');
      return payload;
    });
  },
  { name: 'security' },
);
