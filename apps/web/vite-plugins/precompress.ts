import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this the headers cost more than the bytes saved. */
const minBytes = 1024

/**
 * Writes `.br` and `.gz` next to every text asset of the build, at maximum compression, so the gateway
 * serves them as they are (`@fastify/static` `preCompressed`) instead of compressing on every request —
 * and instead of sending uncompressed JavaScript, which is what a slow phone pays for first.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'coffer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file)
          const content = await readFile(fullPath)
          if (content.byteLength < minBytes) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)])
        }),
      )
    },
  }
}
