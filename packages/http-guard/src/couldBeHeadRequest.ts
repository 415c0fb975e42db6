/** What Node's parser hands over with a `clientError`: the chunk it was reading, and the connection's count. */
export type FailedRequestBytes = {
  /** `error.rawPacket`: the chunk being parsed when the error struck (not always the request's start). */
  rawPacket: unknown
  /** `socket.bytesRead`: every byte the connection has received so far. */
  bytesRead: unknown
  /** Whether an earlier request on this connection was already parsed. */
  followsAnotherRequest: boolean
}

/**
 * Whether the request a parser error struck could be a HEAD, whose answer must carry no body. Node does
 * not say which method it was reading; the request line is known only when the failing chunk holds the
 * connection's first bytes and no request came before it. When it cannot tell, the answer is "could
 * be": a bodiless answer is readable whatever the method, a body after a HEAD answer is not.
 */
export function couldBeHeadRequest({
  rawPacket,
  bytesRead,
  followsAnotherRequest,
}: FailedRequestBytes): boolean {
  if (followsAnotherRequest || !(rawPacket instanceof Uint8Array)) return true
  if (bytesRead !== rawPacket.byteLength) return true
  return Buffer.from(rawPacket.subarray(0, 5)).toString('latin1') === 'HEAD '
}
