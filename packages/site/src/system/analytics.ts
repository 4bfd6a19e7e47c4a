/**
 * §4, §7.4: analytics load from the permission response, and only when it configures them. The
 * provider's script is added then, never otherwise. No inline script is used, so the site's CSP
 * needs only the provider's origins (see `analyticsOrigins`).
 */
export interface AnalyticsConfig {
  provider: string;
  id: string;
}

/** What each supported provider needs the Content-Security-Policy to allow. */
export const analyticsOrigins = {
  plausible: { script: ['https://plausible.io'], connect: ['https://plausible.io'] },
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
} as const;

export type AnalyticsProvider = keyof typeof analyticsOrigins;

const marker = 'data-lobbykit-analytics';

function addScript(doc: Document, src: string, attributes: Record<string, string> = {}) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(marker, '');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  doc.head.append(script);
  return script;
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Adds the configured provider's script to the document; returns the provider loaded, or null.
 * Unknown providers and malformed ids are a console warning, never a script from an unknown place.
 */
export function loadAnalytics(
  config: AnalyticsConfig | undefined,
  doc: Document = document,
): AnalyticsProvider | null {
  if (!config) return null;
  if (doc.head.querySelector(`script[${marker}]`)) return null;
  const provider = config.provider.trim().toLowerCase();
  const id = config.id.trim();
  switch (provider) {
    case 'plausible': {
      // Plausible's id is the site's domain as registered there.
      if (!/^[a-z0-9.-]{1,253}$/i.test(id)) break;
      addScript(doc, 'https://plausible.io/js/script.js', { 'data-domain': id, defer: '' });
      return 'plausible';
    }
    case 'ga4':
    case 'gtag':
    case 'google-analytics': {
      if (!/^G-[A-Z0-9]{4,20}$/.test(id)) break;
      // gtag's usual inline snippet, done from this module instead so the CSP needs no 'unsafe-inline'.
      const win = doc.defaultView as GtagWindow | null;
      if (win) {
        const dataLayer = (win.dataLayer ??= []);
        win.gtag = function gtag() {
          // gtag reads the arguments object itself, not an array.
          // eslint-disable-next-line prefer-rest-params
          dataLayer.push(arguments);
        };
        win.gtag('js', new Date());
        win.gtag('config', id);
      }
      addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
      return 'ga4';
    }
    default:
      console.warn(`analytics: provider "${config.provider}" is not supported; nothing loaded`);
      return null;
  }
  console.warn(`analytics: "${config.id}" is not a valid ${provider} id; nothing loaded`);
  return null;
}
