import type { CSSProperties } from 'react'

/**
 * The look of RainbowKit's header buttons, from its theme variables, for the buttons Coffer draws in their
 * place ("Wrong network", the account while signing in): `error` is the wrong-network red.
 */
export function rainbowKitButtonStyle(tone: 'normal' | 'error'): CSSProperties {
  const background = `var(--rk-colors-connectButtonBackground${tone === 'error' ? 'Error' : ''})`
  return {
    background,
    borderColor: background,
    color: `var(--rk-colors-connectButtonText${tone === 'error' ? 'Error' : ''})`,
    borderRadius: 'var(--rk-radii-connectButton)',
    boxShadow: 'var(--rk-shadows-connectButton)',
    fontFamily: 'var(--rk-fonts-body)',
  }
}
