/** The safes module's public face: a Safe's indexed state, read or fetched on first sight. */
export { findSafeState } from './safes.repository.ts'
export { getNonces, getSafeInfo, getSafeState, type OnUnknownSafe } from './safes.service.ts'
export { watchUnknownSafe } from './watchUnknownSafe.ts'
