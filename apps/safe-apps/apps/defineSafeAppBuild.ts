import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'

/**
 * The Vite build of one first-party app, from its folder's `vite.config.ts`: built into
 * `apps/safe-apps/dist/<folder>/`, which the Safe Apps server serves at `/<folder>`.
 */
export function defineSafeAppBuild(configUrl: string): UserConfig {
  const root = dirname(fileURLToPath(configUrl))
  const name = basename(root)
  return defineConfig({
    root,
    base: `/${name}/`,
    plugins: [react()],
    resolve: {
      // @safe-global/safe-apps-provider is CommonJS: its require() of the SDK would bundle the SDK's CommonJS
      // build and, through it, a second (CommonJS) viem beside the one wagmi uses. One ES module SDK for all.
      alias: [
        {
          find: /^@safe-global\/safe-apps-sdk$/,
          replacement: fileURLToPath(import.meta.resolve('@safe-global/safe-apps-sdk')),
        },
      ],
    },
    logLevel: 'warn',
    build: {
      outDir: join(root, '../../dist', name),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // The apps' CSP allows scripts from 'self' only: keep everything as files.
      assetsInlineLimit: 0,
      // Size figures gzip every chunk again; the build is part of every start.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        onLog(level, log, handler) {
          // ox (under wagmi) imports node:worker_threads on a Node-only path the apps never take.
          if (log.message.includes('"node:worker_threads" has been externalized')) return
          handler(level, log)
        },
      },
    },
  })
}
