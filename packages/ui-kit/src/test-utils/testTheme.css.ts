import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

// Tests need real colours so axe's contrast rule has something to measure; brands are not loaded
// in unit tests, so this neutral light theme stands in for one.
createGlobalTheme(':root', vars, {
  color: {
    brand: '#1d4ed8',
    onBrand: '#ffffff',
    accent: '#7c3aed',
    onAccent: '#ffffff',
    surface: { base: '#ffffff', raised: '#f8fafc', sunken: '#f1f5f9', overlay: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#334155', muted: '#475569', inverse: '#ffffff' },
    border: { subtle: '#cbd5e1', strong: '#64748b' },
    focus: '#1d4ed8',
    positive: '#15803d',
    onPositive: '#ffffff',
    caution: '#facc15',
    onCaution: '#1c1917',
    critical: '#b91c1c',
    onCritical: '#ffffff',
    jackpot: '#b45309',
    scrim: 'rgb(15 23 42 / 0.6)',
  },
  font: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif', mono: 'monospace' },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.1)',
    md: '0 4px 8px rgb(0 0 0 / 0.15)',
    lg: '0 12px 24px rgb(0 0 0 / 0.2)',
  },
  motion: { fast: '100ms', normal: '200ms', slow: '400ms' },
});
