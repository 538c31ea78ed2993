// Which runtime the built site runs on.
//
// The code is React code, type-checked against React's types, and Storybook and the unit tests run
// it on React 19. The production build (`vite build`, so `npm start` and the end-to-end tests) runs
// it on preact/compat, the React API on Preact's 4 KB core: react-dom 19 alone is 67 KB gzip, more
// than two thirds of the 90 KB that issue 7 allows `/` (peers: 85–95 KB for React/xterm.js sites,
// 27 KB for a Svelte one). With React, `/` loads 108 KB; with preact/compat about half of that.
// The Playwright suite plays every route and the owner's journeys on this build, so a difference
// between the two runtimes shows there (one did: see AppShell.tsx). To build on React again, drop
// the alias in vite.config.ts and raise BUDGET in budget.ts.

import type { Alias } from 'vite';

/** Exact module names only: e.g. `react-dom-confetti` or `react-is` must not match. */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // wouter imports useSyncExternalStore through this shim, written for React 16/17; preact/compat
  // has the hook itself, so the shim's 2 KB are left out.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
