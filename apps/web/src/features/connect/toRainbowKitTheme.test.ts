import { describe, expect, it } from 'vitest'
import { toRainbowKitTheme } from './toRainbowKitTheme.ts'

describe('toRainbowKitTheme', () => {
  it('maps accent, radius, font and blur for each mode', () => {
    const appearance = {
      mode: 'system',
      accent: 'green',
      radius: 'none',
      font: 'rounded',
      overlayBlur: 'large',
    } as const
    const light = toRainbowKitTheme(appearance, 'light')
    const dark = toRainbowKitTheme(appearance, 'dark')
    if ('lightMode' in light || 'lightMode' in dark) throw new Error('expected a single theme')
    expect(light.colors.accentColor).toBe('#137235')
    expect(light.colors.accentColorForeground).toBe('#FFFFFF')
    expect(dark.colors.accentColorForeground).toBe('#16171C')
    expect(dark.colors.accentColor).toBe('#4BD166')
    expect(light.colors.modalBackground).not.toBe(dark.colors.modalBackground)
    expect(light.radii.modal).toBe('0px')
    expect(light.fonts.body).toContain('SFRounded')
    expect(light.blurs.modalOverlay).toBe('blur(20px)')
  })
})
