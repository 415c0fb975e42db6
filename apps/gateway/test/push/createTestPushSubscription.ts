import { createECDH, randomBytes } from 'node:crypto'

/** A browser's side of a Web Push subscription: what it registers, and the secrets it decrypts with. */
export type TestPushSubscription = {
  /** The JSON a browser's `PushSubscription.toJSON()` gives: the device's `cloudMessagingToken`. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
  /** The user agent's P-256 private key (RFC 8291 `ua_private`). */
  privateKey: Buffer
  /** Its uncompressed public key (`ua_public`, 65 bytes). */
  publicKey: Buffer
  /** The 16-byte authentication secret. */
  authSecret: Buffer
}

/** A fresh subscription as a browser would make one, for `endpoint`. */
export function createTestPushSubscription(endpoint: string): TestPushSubscription {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const publicKey = ecdh.getPublicKey()
  const authSecret = randomBytes(16)
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  }
}
