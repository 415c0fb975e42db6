import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { findRecipientWarnings } from './findRecipientWarnings.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const person = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('findRecipientWarnings', () => {
  it('says nothing about an ordinary recipient', () => {
    expect(findRecipientWarnings({ recipient: person, safe, token })).toEqual([])
    expect(findRecipientWarnings({ recipient: person, safe, token: null })).toEqual([])
  })

  it('warns about the zero address', () => {
    expect(findRecipientWarnings({ recipient: zeroAddress, safe, token: null })).toEqual(['zero_address'])
  })

  it('warns about sending to the Safe itself, whatever the case of the address', () => {
    const lowerCase = '0x399c61b017a871181d8b6c418c93a8bb361e3db8'
    expect(findRecipientWarnings({ recipient: lowerCase, safe, token })).toEqual(['this_safe'])
  })

  it("warns about sending a token to the token's own contract", () => {
    expect(findRecipientWarnings({ recipient: token, safe, token })).toEqual(['token_contract'])
  })
})
