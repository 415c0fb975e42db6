import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pageChunks } from './vite-plugins/pageChunks.ts'
import { precompress } from './vite-plugins/precompress.ts'
import { serviceWorker } from './vite-plugins/serviceWorker.ts'

const gateway = process.env.COFFER_GATEWAY_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it rewrites route files into lazily loaded chunks.
    // Tests beside the route files are not routes.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    tailwindcss(),
    // The app's start-up graph (loaded by main.tsx after React) and a Safe's dashboard, the page people
    // land on (its layout and dashboard): one chunk each, preloaded by index.html.
    pageChunks([
      { name: 'app', modules: [/[\\/]src[\\/]app[\\/]createApp\.tsx$/] },
      {
        name: 'safe-page',
        modules: [
          /[\\/]routes[\\/]safe\.\$safeId\.tsx\?tsr-split=component$/,
          /[\\/]routes[\\/]safe\.\$safeId\.index\.tsx\?tsr-split=component$/,
        ],
      },
      // What a Safe's page reads from the chain once it has painted (its balance, the Safe's version): one
      // file with the part of viem it needs, rather than a dozen small ones shared with other lazy code.
      {
        name: 'chain-reads',
        modules: [
          /[\\/]src[\\/]chain[\\/]readNativeBalance\.ts$/,
          /[\\/]features[\\/]safe-overview[\\/]api[\\/]readSafeProbe\.ts$/,
        ],
        preload: false,
      },
    ]),
    precompress(),
    // Push alerts: /sw.js, outside the start-up bundle (the app registers it when an owner turns them on).
    serviceWorker({ entry: 'src/service-worker/serviceWorker.ts', fileName: 'sw.js' }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: gateway },
      '/v2': { target: gateway },
      '/health': { target: gateway },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep everything as files: the CSP allows scripts and fonts from 'self' only.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      onLog(level, log, handler) {
        // ox (under viem and wagmi) imports node:worker_threads on a Node-only path the browser never takes.
        if (log.message.includes('"node:worker_threads" has been externalized')) return
        handler(level, log)
      },
    },
  },
})
