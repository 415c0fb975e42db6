import type { DataDecoded } from '../../decoder/decoder.types.ts'

/** The decoded parameter at `index` when it is a plain string value. */
export function stringParameter(decoded: DataDecoded | null, index: number): string | undefined {
  const value = decoded?.parameters?.[index]?.value
  return typeof value === 'string' ? value : undefined
}

/** Byte length of 0x hex data (0 for none). */
export function dataSize(data: string | null): number {
  return data === null ? 0 : Math.max(0, (data.length - 2) / 2)
}
