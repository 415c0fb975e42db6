import { describe, expect, it } from 'vitest'
import { couldBeHeadRequest } from './couldBeHeadRequest.ts'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('couldBeHeadRequest', () => {
  it("tells from the connection's first bytes whether the request is a HEAD", () => {
    for (const [text, isHead] of [
      ['HEAD /aaaa', true],
      ['GET /aaaa', false],
      ['GARBAGE\r\n\r\n', false],
      ['HEADX / HTTP/1.1', false],
    ] as const) {
      const rawPacket = bytes(text)
      expect(
        couldBeHeadRequest({ rawPacket, bytesRead: rawPacket.length, followsAnotherRequest: false }),
        text,
      ).toBe(isHead)
    }
  })

  it('answers "could be" when the request line is not in hand', () => {
    const rawPacket = bytes('GET /aaaa')
    // A later chunk of a long request: its line was in an earlier chunk.
    expect(couldBeHeadRequest({ rawPacket, bytesRead: 17_000, followsAnotherRequest: false })).toBe(true)
    // A pipelined request: the chunk starts with the request before it.
    expect(couldBeHeadRequest({ rawPacket, bytesRead: rawPacket.length, followsAnotherRequest: true })).toBe(
      true,
    )
    // A timeout has no bytes at all.
    expect(couldBeHeadRequest({ rawPacket: undefined, bytesRead: 0, followsAnotherRequest: false })).toBe(
      true,
    )
  })
})
