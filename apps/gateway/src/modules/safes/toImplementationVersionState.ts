import type { ImplementationVersionState } from './safes.schema.ts'

// Semantic version with optional pre-release/build parts ("1.3.0+L2" is valid, as for CGW's semver.valid).
const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

function parseCore(version: string): [number, number, number] | undefined {
  const match = semverPattern.exec(version)
  if (!match) return undefined
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/**
 * gateway-contract.md §7.1: UNKNOWN when the version or the recommended version is not semver or the
 * singleton is not a known one; OUTDATED below the recommendation; else UP_TO_DATE. Pre-release tags
 * are ignored (no Safe release uses them).
 */
export function toImplementationVersionState({
  version,
  recommendedVersion,
  isKnownSingleton,
}: {
  version: string | null
  recommendedVersion: string | null
  isKnownSingleton: boolean
}): ImplementationVersionState {
  if (!isKnownSingleton || version === null || recommendedVersion === null) return 'UNKNOWN'
  const current = parseCore(version)
  const recommended = parseCore(recommendedVersion)
  if (!current || !recommended) return 'UNKNOWN'
  for (let i = 0; i < 3; i++) {
    const a = current[i] ?? 0
    const b = recommended[i] ?? 0
    if (a !== b) return a < b ? 'OUTDATED' : 'UP_TO_DATE'
  }
  return 'UP_TO_DATE'
}
