import { definePlugin } from 'nitro'
import { ConfigError, serverConfig } from './config'
import { closeDatabase, getDatabaseConnection } from './db'
import { closeRedis } from './redis'
import { closeReadinessProbe, markShuttingDown, markShuttingDownOnSignals } from './http/health'
import { varyPrecompressedAsset } from './http/compression/precompressed-assets'
import { log } from './log'

/**
 * Runs when the production server boots: refuse to start on a bad configuration (one clear
 * line, exit 1), open the database before the first request, close it on shutdown; completes the
 * headers of the built assets Nitro serves.
 */
export default definePlugin((nitroApp) => {
  try {
    const config = serverConfig()
    if (config.isProduction && !config.email.server)
      log.warn('EMAIL_SERVER is not set: e-mails are printed to the server log, not sent')
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  getDatabaseConnection().catch(() => {
    // Logged by getDatabaseConnection; requests answer 503 and retry until it opens.
  })
  // On SIGTERM/SIGINT /api/ready answers 503 at once (a load balancer drains this instance). This
  // listener is added before srvx's own (plugins run before the server is created), in the same
  // signal dispatch. srvx then stops accepting, waits for the requests in flight (up to
  // SERVER_SHUTDOWN_TIMEOUT, 5 s), and Nitro runs the hook below: close the database, then exit 0
  // even if a stray timer or socket would keep the process alive.
  markShuttingDownOnSignals()
  nitroApp.hooks.hook('response', (response, event) =>
    varyPrecompressedAsset(new URL(event.req.url).pathname, response),
  )
  nitroApp.hooks.hook('close', async () => {
    markShuttingDown()
    log.info('Shutting down: closing the database')
    try {
      await Promise.all([closeDatabase(), closeReadinessProbe(), closeRedis()])
    } catch (error) {
      log.error({ err: error }, 'The database did not close cleanly')
    }
    log.info('Server stopped')
    setTimeout(() => process.exit(0), 500).unref()
  })
})
