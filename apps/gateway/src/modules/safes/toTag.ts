/** A change time (unix ms) as a Safe tag: unix seconds as a string, null when nothing changed yet. */
export function toTag(timeMs: number | null): string | null {
  return timeMs === null ? null : String(Math.floor(timeMs / 1000))
}
