import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto'

/**
 * Decrypts an RFC 8291 Web Push message (RFC 8188 `aes128gcm` content coding) as the browser does, with
 * the subscription's private key and auth secret. Written from the RFCs on node:crypto alone, so that it
 * checks the sender's encryption instead of repeating it.
 */
export function decryptWebPushPayload(
  body: Buffer,
  { privateKey, publicKey, authSecret }: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): Buffer {
  // RFC 8188 §2.1 header: salt (16) | record size (4) | key id length (1) | key id.
  if (body.length < 21) throw new Error('The body is shorter than the aes128gcm header')
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body.readUInt8(20)
  // RFC 8291 §4: the key id is the sender's ephemeral P-256 public key (65 bytes).
  if (keyIdLength !== 65) throw new Error(`The key id has ${keyIdLength} bytes, not 65`)
  const senderPublicKey = body.subarray(21, 21 + keyIdLength)
  const ciphertext = body.subarray(21 + keyIdLength)
  // Alert messages fit one record; a longer one would need the per-record nonce XOR of RFC 8188 §2.3.
  if (ciphertext.length > recordSize) throw new Error('The payload spans more than one record')

  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(privateKey)
  const ecdhSecret = ecdh.computeSecret(senderPublicKey)
  // RFC 8291 §3.3–3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32).
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), publicKey, senderPublicKey])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  // RFC 8188 §2.2: the content-encryption key and nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))

  const tag = ciphertext.subarray(ciphertext.length - 16)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(tag)
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (end < 0 || padded[end] !== 2) throw new Error('The last record has no 0x02 delimiter')
  return padded.subarray(0, end)
}
