/** The Safe Apps module's public face: the catalog other modules name an app from. */
export { findSafeAppById, getSafeAppCatalog, toSafeAppInfo } from './safeApps.service.ts'
