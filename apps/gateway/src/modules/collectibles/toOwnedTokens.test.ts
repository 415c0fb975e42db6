import { describe, expect, it } from 'vitest'
import { type Erc721TransferRow, toOwnedTokens } from './toOwnedTokens.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const nftA = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const nftB = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const transfer = (token: string, id: string, to: string, block: number, logIndex = 0): Erc721TransferRow => ({
  token_address: token,
  token_id: id,
  to,
  block_number: block,
  log_index: logIndex,
})

describe('toOwnedTokens', () => {
  it('keeps tokens whose latest transfer ends at the Safe, ordered by contract then numeric id', () => {
    const owned = toOwnedTokens(
      [
        transfer(nftA, '10', safe, 1),
        transfer(nftA, '2', safe, 2),
        transfer(nftA, '3', safe, 3),
        transfer(nftA, '3', other, 3, 1), // sent away in the same block, later log
        transfer(nftB, '7', other, 4),
        transfer(nftB, '7', safe, 5), // came back
      ],
      safe,
    )
    expect(owned).toEqual([
      { address: nftB, tokenId: '7' },
      { address: nftA, tokenId: '2' },
      { address: nftA, tokenId: '10' },
    ])
  })

  it('ignores rows without a token and is empty when nothing is held', () => {
    expect(toOwnedTokens([{ ...transfer(nftA, '1', safe, 1), token_id: null }], safe)).toEqual([])
    expect(toOwnedTokens([transfer(nftA, '1', safe, 1), transfer(nftA, '1', other, 2)], safe)).toEqual([])
  })
})
