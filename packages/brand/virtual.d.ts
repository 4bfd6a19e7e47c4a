// Types of the virtual modules of @lobbykit/brand/vite.
// Use: /// <reference types="@lobbykit/brand/virtual" />

declare module 'virtual:lobbykit/brand' {
  import type { BrandConfig } from '@lobbykit/brand-runtime';
  /** The brand this app was built for (defineBrandApp). */
  const brand: BrandConfig;
  export default brand;
}

declare module 'virtual:lobbykit/brands' {
  import type { BrandConfig } from '@lobbykit/brand-runtime';
  /** Every valid brand of the repository (brandsVitePlugin, Storybook). */
  export const brands: BrandConfig[];
  /** Every brand's theme CSS, already injected into the page. */
  export const themesCss: string;
}
