import { concat, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { computeSafeTxHashes } from './safeTxHashes.ts'
import { testChainId, testSafe, testSafeTx, testSafeTxHash } from './testSafeTx.ts'

describe('computeSafeTxHashes', () => {
  it('gives the domain and message hashes whose EIP-712 digest is the safeTxHash', () => {
    const hashes = computeSafeTxHashes({
      chainId: testChainId,
      safe: testSafe,
      safeTx: testSafeTx,
      version: '1.4.1',
    })
    expect(hashes.safeTxHash).toBe(testSafeTxHash)
    expect(keccak256(concat(['0x1901', hashes.domainHash, hashes.messageHash]))).toBe(testSafeTxHash)
  })

  it('leaves the chain id out of the domain before 1.3.0', () => {
    const old = computeSafeTxHashes({
      chainId: testChainId,
      safe: testSafe,
      safeTx: testSafeTx,
      version: '1.2.0',
    })
    const other = computeSafeTxHashes({ chainId: 1, safe: testSafe, safeTx: testSafeTx, version: '1.2.0' })
    expect(old.domainHash).toBe(other.domainHash)
    expect(old.domainHash).not.toBe(
      computeSafeTxHashes({ chainId: testChainId, safe: testSafe, safeTx: testSafeTx, version: '1.4.1' })
        .domainHash,
    )
  })
})
