import { darkTheme, lightTheme, type Theme } from '@rainbow-me/rainbowkit'
import type { Appearance, ResolvedColorMode } from '../../theme/appearance.ts'

/** The connect dialog's theme for the person's appearance choices, in the resolved colour mode. */
export function toRainbowKitTheme(appearance: Appearance, mode: ResolvedColorMode): Theme {
  const createTheme = mode === 'dark' ? darkTheme : lightTheme
  const theme = createTheme({
    ...createTheme.accentColors[appearance.accent],
    borderRadius: appearance.radius,
    fontStack: appearance.font,
    overlayBlur: appearance.overlayBlur,
  })
  // Match the page's own canvas so the dialog sits on the product, not on a generic grey.
  if (mode === 'dark') theme.colors.modalBackground = '#1a1b1f'
  return theme
}
