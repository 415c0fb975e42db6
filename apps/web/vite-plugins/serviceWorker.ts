import path from 'node:path'
import { build, type Plugin } from 'vite'
import { precompress } from './precompress.ts'

/**
 * Builds the service worker as a build of its own, once the app's is written: one classic script at the
 * root of the output (`/sw.js`, so its scope is the whole app), with everything it uses inlined. As a second
 * entry of the app's build it would share chunks with the app (zod, the start-up group of pageChunks), and
 * a worker that imports the app's start-up chunk would download the app to show a notification.
 */
export function serviceWorker({ entry, fileName }: { entry: string; fileName: string }): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'coffer-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [precompress()],
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          sourcemap: false,
          copyPublicDir: false,
          lib: {
            entry: path.resolve(root, entry),
            formats: ['iife'],
            name: 'cofferServiceWorker',
            fileName: () => fileName,
          },
        },
      })
    },
  }
}
