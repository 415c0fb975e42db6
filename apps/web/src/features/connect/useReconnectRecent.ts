import { useEffect } from 'react'
import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'

/**
 * Restores the last connection, asking only the connector that made it. Runs after wagmi's own
 * mount logic (which, with reconnectOnMount off, clears the persisted connections first).
 */
export function useReconnectRecent(config: Config): void {
  useEffect(() => {
    let cancelled = false
    void (async () => {
      await Promise.resolve()
      const recentId = await config.storage?.getItem('recentConnectorId')
      if (cancelled || typeof recentId !== 'string') return
      const connector = config.connectors.find((candidate) => candidate.id === recentId)
      if (connector) await reconnect(config, { connectors: [connector] })
    })()
    return () => {
      cancelled = true
    }
  }, [config])
}
