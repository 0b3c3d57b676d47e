import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress.js';

const API_TARGET = process.env.STAYOPS_API_TARGET ?? 'http://localhost:8080';
const API_PREFIXES = ['/api', '/user-mgmt'];

export default defineConfig({
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        navigateFallbackDenylist: API_PREFIXES.map((p) => new RegExp(`^${p}(/|$)`)),
        cleanupOutdatedCaches: true,
        importScripts: ['/sw-outbox-sync.js'],
        // Ionic's core chunk is larger than workbox's 2 MB default.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Last: compresses what every plugin before it wrote, the service worker included.
    precompressPlugin(),
  ],
  resolve: {
    // @ionic/react-router ships its own nested @ionic/react and @ionic/core; two copies would
    // split the router contexts and define every custom element twice.
    dedupe: ['react', 'react-dom', '@ionic/react', '@ionic/core', 'ionicons'],
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
  },
});
