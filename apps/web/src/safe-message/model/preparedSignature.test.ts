import { concat, type Hex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { describePreparedSignature } from './preparedSignature.ts'

const low = '0x1111111111111111111111111111111111111111'
const high = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/** An ECDSA part (v = 27) whose bytes only have to be unique here: nothing is recovered. */
const ecdsa = (fill: string): Hex => `0x${fill.repeat(128)}1b`
const approvedHash = (owner: string): Hex => concat([pad(owner as Hex), pad('0x'), '0x01'])

describe('describePreparedSignature', () => {
  it('names each part by its owner and checks the ascending owner order the Safe requires', () => {
    const view = describePreparedSignature(concat([ecdsa('a'), approvedHash(high)]), [
      { owner: low, signature: ecdsa('a') },
      { owner: high, signature: '0x' },
    ])
    expect(view).toEqual({
      ok: true,
      signature: concat([ecdsa('a'), approvedHash(high)]),
      bytes: 130,
      parts: [
        { type: 'EOA', owner: low },
        { type: 'APPROVED_HASH', owner: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' },
      ],
      ordered: true,
    })
    const reversed = describePreparedSignature(concat([approvedHash(high), ecdsa('a')]), [
      { owner: low, signature: ecdsa('a') },
    ])
    expect(reversed.ok && reversed.ordered).toBe(false)
  })

  it('leaves an owner unknown when no confirmation has the part, and tells eth_sign apart', () => {
    const ethSign: Hex = `0x${'c'.repeat(128)}1f`
    const view = describePreparedSignature(ethSign, [])
    expect(view.ok && view.parts).toEqual([{ type: 'ETH_SIGN', owner: undefined }])
  })

  it('says it cannot read what is not a signature', () => {
    expect(describePreparedSignature('0x', [])).toEqual({ ok: false })
    expect(describePreparedSignature('not hex', [])).toEqual({ ok: false })
    expect(describePreparedSignature('0x123', [])).toEqual({ ok: false })
    // A contract signature whose dynamic part points past the end.
    expect(describePreparedSignature(concat([pad(low), pad('0xffff'), '0x00']), [])).toEqual({ ok: false })
  })
})
