import { describe, expect, it } from 'vitest'
import { describeReviewWindow } from './recoveryText.ts'

describe('describeReviewWindow', () => {
  it('says the window as a noun phrase, with the article its number takes', () => {
    expect(describeReviewWindow(7n * 86_400n)).toBe('a 7-day review window')
    expect(describeReviewWindow(600n)).toBe('a 10-minute review window')
    expect(describeReviewWindow(8n * 3_600n)).toBe('an 8-hour review window')
    expect(describeReviewWindow(11n * 86_400n)).toBe('an 11-day review window')
    expect(describeReviewWindow(110n * 86_400n)).toBe('a 110-day review window')
    expect(describeReviewWindow(90n)).toBe('a 90-second review window')
  })
})
