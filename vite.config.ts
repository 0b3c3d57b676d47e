import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress.js';
import { PATH_ALIASES } from './scripts/path-aliases.js';
import { sessionChunkGroups } from './scripts/session-chunks.js';
import { SIGNED_IN_HTML, signedInShellHtml } from './scripts/signed-in-shell-html.js';
import { IONIC_DEDUPE, IONIC_TREESHAKE, ionicReactPureWrappers, ioniconsPerIcon } from './scripts/ionic-bundling.js';

const API_TARGET = process.env.STAYOPS_API_TARGET ?? 'http://localhost:8080';
const API_PREFIXES = ['/api', '/user-mgmt'];

/**
 * The words are loaded before the first render (main.tsx), so the default language's chunk is
 * announced in index.html and downloads alongside the app's code instead of after it.
 */
function preloadDefaultWords(): Plugin {
  return {
    name: 'stayops:preload-default-words',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && !!c.facadeModuleId && /[\\/]locales[\\/]en-US[\\/]index\.ts$/.test(c.facadeModuleId),
        );
        if (!chunk) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    ionicReactPureWrappers(),
    ioniconsPerIcon(),
    preloadDefaultWords(),
    VitePWA({
      // The app asks before swapping versions: an admin may be halfway through a form.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'logo-gold.svg', 'robots.txt', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'StayOps',
        short_name: 'StayOps',
        description: 'Back-office of a premium apartment provider for short-term rentals.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#073937',
        background_color: '#f6f0e6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The signed-in copy is for a cold start from the server; offline, the worker's index.html starts the app.
        globIgnores: ['**/node_modules/**/*', SIGNED_IN_HTML],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: API_PREFIXES.map((p) => new RegExp(`^${p}(/|$)`)),
        cleanupOutdatedCaches: true,
        importScripts: ['/sw-outbox-sync.js'],
        // Ionic's core chunk is larger than workbox's 2 MB default.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    signedInShellHtml(),
    // Last: compresses what every plugin before it wrote, the service worker included.
    precompressPlugin(),
  ],
  resolve: {
    alias: PATH_ALIASES,
    dedupe: IONIC_DEDUPE,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: API_TARGET, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // A lazy screen's chunks are all asked for at once by the preload helper (the default). Left to
    // the browser, each level of a chunk's imports was found only once the level above had arrived:
    // about six dependent round trips before the inbox could draw, ~1 s of a phone's 150 ms RTT
    // (issue 25), where the helper's few <link> insertions cost a few milliseconds.
    rolldownOptions: {
      treeshake: IONIC_TREESHAKE,
      output: {
        codeSplitting: {
          groups: [
            { name: 'ionic-first', test: /[\\/]@ionic[\\/]core[\\/]components[\\/]p-/, tags: ['$initial'] },
            // The rest of the sign-in page's code in one file, not split by which lazy screens share each part.
            { name: 'app-first', tags: ['$initial'], includeDependenciesRecursively: false },
            ...sessionChunkGroups(fileURLToPath(new URL('./src/app/shell/SignedInShell.tsx', import.meta.url))),
          ],
        },
      },
    },
  },
});
