import { describe, expect, it } from 'vitest'
import { checkedTypedData, mailTypedData } from '../../../safe-message/model/testTypedData.ts'
import { messageTitle } from './messageTitle.ts'

describe('messageTitle', () => {
  it("shows a text's first line, shortened", () => {
    expect(messageTitle('\n  Hello, Safe  \nsecond line')).toBe('Hello, Safe')
    expect(messageTitle('x'.repeat(100))).toBe(`${'x'.repeat(79)}…`)
    expect(messageTitle('')).toBe('')
  })

  it("names typed data by its type and its domain's name", () => {
    expect(messageTitle(checkedTypedData(mailTypedData()))).toBe('Mail for Ether Mail')
    const { name: _, ...domain } = mailTypedData().domain
    expect(messageTitle(checkedTypedData({ ...mailTypedData(), domain }))).toBe('Mail (typed data)')
  })
})
