export {
  type SafeAppsServer,
  type StartSafeAppsServerOptions,
  startSafeAppsServer,
} from './startSafeAppsServer.ts'
