import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundleReport.ts';
import { faviconAsPng } from './build/faviconPng.ts';
import { fontFacesInHead } from './build/fontFaces.ts';
import { htmlCommentsOut } from './build/htmlComments.ts';
import { sharedChunkName } from './build/chunks.ts';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { siteRoutesModule } from './build/siteRoutesModule.ts';

// In `turbo dev` the API runs in watch mode on its default port; Vite forwards API and upload calls.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The server's renderer (`npm run build`'s second step, `vite build --ssr`): one module in
 * `dist-server/` that the API imports, with the site's own code and the workspace packages bundled
 * and react, react-dom and the other npm packages left to Node. Never served to browsers.
 */
const serverRendererBuild = defineConfig({
  plugins: [react(), siteRoutesModule()],
  ssr: { noExternal: [/^@portfolio\//] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { input: 'src/ssr/renderPage.tsx', output: { codeSplitting: false, entryFileNames: 'renderPage.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : {
  plugins: [react(), siteRoutesModule(), fontFacesInHead('src/fonts/fonts.css'), htmlCommentsOut(), faviconAsPng(), compileHints(), precompress(), bundleReport()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/demo': apiTarget,
      // The files for machines and the share images come from the server (their links sit in the
      // head it writes; the dev server's index.html has none, but they open the same).
      '/og/': apiTarget,
      '/icons/': apiTarget,
      '^/(robots\\.txt|sitemap\\.xml|rss\\.xml|atom\\.xml|feed\\.json|manifest\\.webmanifest)$': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No modulepreload polyfill in the entry (~0.3 KB gzip of the 90 KB budget): every browser this
    // site targets supports <link rel="modulepreload"> (Chromium 66, Firefox 115, Safari 17); an
    // older one still loads every chunk, only without fetching a chunk's imports in parallel.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site (4 KB gzip): a deep link then waits for one CSS file instead
    // of three, which on a phone's connection is a round trip less before the first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files before the first paint; see build/chunks.ts.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: sharedChunkName(), minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
