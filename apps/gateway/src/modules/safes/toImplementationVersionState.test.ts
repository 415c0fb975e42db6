import { describe, expect, it } from 'vitest'
import { toImplementationVersionState } from './toImplementationVersionState.ts'

describe('toImplementationVersionState', () => {
  const state = (version: string | null, recommendedVersion: string | null, isKnownSingleton = true) =>
    toImplementationVersionState({ version, recommendedVersion, isKnownSingleton })

  it('compares semver versions against the recommendation', () => {
    expect(state('1.4.1', '1.4.1')).toBe('UP_TO_DATE')
    expect(state('1.5.0', '1.4.1')).toBe('UP_TO_DATE')
    expect(state('1.3.0', '1.4.1')).toBe('OUTDATED')
    expect(state('1.3.0+L2', '1.4.1')).toBe('OUTDATED')
    expect(state('1.10.0', '1.9.0')).toBe('UP_TO_DATE')
  })

  it('is UNKNOWN without a usable version or for an unknown singleton', () => {
    expect(state(null, '1.4.1')).toBe('UNKNOWN')
    expect(state('1.4.1', null)).toBe('UNKNOWN')
    expect(state('1.4', '1.4.1')).toBe('UNKNOWN')
    expect(state('1.4.1', 'latest')).toBe('UNKNOWN')
    expect(state('1.4.1', '1.4.1', false)).toBe('UNKNOWN')
  })
})
