// The browser part moved to @lobbykit/brand-runtime (issue 12: a browser consumer no longer installs
// Vite and Babel); re-exported here so existing imports keep working. Node code lives in
// `@lobbykit/brand/node` (loader) and `@lobbykit/brand/vite` (build plugins).
export * from '@lobbykit/brand-runtime';
