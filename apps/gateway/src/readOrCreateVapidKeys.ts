import { chmod, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import webpush from 'web-push'
import { z } from 'zod'

const vapidKeysFile = 'vapid-keys.json'

const VapidKeysSchema = z.object({
  /** Uncompressed P-256 point, base64url: what browsers pass as `applicationServerKey`. */
  publicKey: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 65, { message: 'Expected 65 bytes' }),
  /** The 32-byte P-256 private scalar, base64url. */
  privateKey: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, { message: 'Expected 32 bytes' }),
})
export type VapidKeys = z.infer<typeof VapidKeysSchema>

/**
 * The VAPID key pair (RFC 8292) kept in the data dir (0600), made on first start. Browsers subscribe with its
 * public key and push services refuse messages signed by another, so it must outlive restarts and be
 * shared by replicas (they share the data dir's file or copy it).
 */
export async function readOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, vapidKeysFile)
  try {
    await writeFile(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  await chmod(file, 0o600)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (cause) {
    throw new Error(`The VAPID keys in ${file} are not JSON; delete the file to make new ones`, { cause })
  }
  const keys = VapidKeysSchema.safeParse(json)
  if (!keys.success)
    throw new Error(
      `The VAPID keys in ${file} are malformed (${keys.error.issues[0]?.message}); delete the file to make new ones`,
    )
  return keys.data
}
