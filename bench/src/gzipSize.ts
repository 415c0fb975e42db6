import { gzipSync } from 'node:zlib'

/** Size of a body as a server would send it gzip-compressed (level 9, like a precompressed asset). */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).byteLength
}
