import { hashDelegate } from '@coffer/safe'
import { hashMessage, keccak256, stringToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  delegateSignatureCandidates,
  legacyDelegateSignatureCandidates,
} from './delegateSignatureCandidates.ts'

const delegate = '0x132512f995866CcE1b0092384A6118EDaF4508Ff'
// The transaction service's documented example: epoch 1586779140 is hour window 440771.
const now = 1_586_779_140_000

describe('delegate signature candidates', () => {
  it('v2: this hour and the previous one, each with and without chainId in the domain', () => {
    expect(delegateSignatureCandidates({ chainId: 1, delegate, now }).map((c) => c.hash)).toEqual([
      hashDelegate({ chainId: 1, delegate, totp: 440_771n }),
      hashDelegate({ delegate, totp: 440_771n }),
      hashDelegate({ chainId: 1, delegate, totp: 440_770n }),
      hashDelegate({ delegate, totp: 440_770n }),
    ])
  })

  it('v1: keccak of "<checksummed address><hour>" and its personal_sign hash, this hour and the previous one', () => {
    const candidates = legacyDelegateSignatureCandidates({ delegate, now })
    expect(candidates.map((c) => c.hash)).toEqual([
      keccak256(stringToBytes('0x132512f995866CcE1b0092384A6118EDaF4508Ff440771')),
      hashMessage('0x132512f995866CcE1b0092384A6118EDaF4508Ff440771'),
      keccak256(stringToBytes('0x132512f995866CcE1b0092384A6118EDaF4508Ff440770')),
      hashMessage('0x132512f995866CcE1b0092384A6118EDaF4508Ff440770'),
    ])
    for (const candidate of candidates) expect(candidate.preimage).toBe(candidate.hash)
  })
})
