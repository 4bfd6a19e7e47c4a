import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { brands } from './brands';

const firstBrand = brands[0]?.id ?? 'none';

interface FrameProps {
  brand: string;
  mode: string;
  locale: string;
  children: ReactNode;
}

/**
 * The brand, mode and locale chosen in the toolbar, on a wrapper element and on <html> too:
 * dialogs, drawers, popovers and toasts render in a portal outside the wrapper and must be themed
 * as well (the site sets them on the document element, ARCHITECTURE.md).
 */
function BrandFrame({ brand, mode, locale, children }: FrameProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-brand', brand);
    root.setAttribute('data-theme', mode);
    root.setAttribute('lang', locale);
  }, [brand, mode, locale]);
  return (
    <div data-brand={brand} data-theme={mode} lang={locale} style={wrapperStyle}>
      {children}
    </div>
  );
}

const withBrandModeLocale: Decorator = (Story, context) => {
  const brand = String(context.globals.brand ?? firstBrand);
  const mode = String(context.globals.mode ?? 'light');
  const locale = String(context.globals.locale ?? 'en');
  // Stories list their text args per locale in `parameters.localeArgs` (English is the story's own
  // args), so designers see real Japanese line lengths and glyphs when they switch the locale.
  const localeArgs = (context.parameters.localeArgs as Record<string, object> | undefined)?.[
    locale
  ];
  return (
    <BrandFrame brand={brand} mode={mode} locale={locale}>
      {localeArgs ? <Story args={{ ...context.args, ...localeArgs }} /> : <Story />}
    </BrandFrame>
  );
};

// The wrapper paints the brand's surface so contrast is judged against the real background.
const wrapperStyle = {
  padding: 'var(--lk-space-lg)',
  minHeight: '100%',
  background: 'var(--lk-color-surface-base)',
  color: 'var(--lk-color-text-primary)',
  fontFamily: 'var(--lk-font-body)',
} as const;

const preview: Preview = {
  decorators: [withBrandModeLocale],
  globalTypes: {
    brand: {
      description: 'Brand whose theme tokens style the story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: b.name })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the sample text and of the lang attribute',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ja', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: firstBrand, mode: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
