import { darkTheme, lightTheme, type Theme } from '@rainbow-me/rainbowkit'
import type { Appearance, ResolvedColorMode } from '../../theme/appearance.ts'
import { accentPalette, secondaryTextPalette } from '../../theme/tokens.ts'

/** The connect dialog's theme for the person's appearance choices, in the resolved colour mode. */
export function toRainbowKitTheme(appearance: Appearance, mode: ResolvedColorMode): Theme {
  const createTheme = mode === 'dark' ? darkTheme : lightTheme
  // The page's accent shades, not RainbowKit's: ours keep 4.5:1 under the button's text.
  const accent = accentPalette[mode][appearance.accent]
  const theme = createTheme({
    accentColor: accent.accent,
    accentColorForeground: accent.onAccent,
    borderRadius: appearance.radius,
    fontStack: appearance.font,
    overlayBlur: appearance.overlayBlur,
  })
  const text = secondaryTextPalette[mode]
  theme.colors.modalTextSecondary = text.muted
  theme.colors.modalTextDim = text.faint
  // Match the page's own canvas so the dialog sits on the product, not on a generic grey.
  if (mode === 'dark') theme.colors.modalBackground = '#1a1b1f'
  return theme
}
