import { definePlugin } from 'nitro'
import { ConfigError, serverConfig } from './config'
import { closeDatabase, getDatabaseConnection } from './db'
import { log } from './log'

/**
 * Runs when the production server boots: refuse to start on a bad configuration (one clear
 * line, exit 1), open the database before the first request, close it on shutdown.
 */
export default definePlugin((nitroApp) => {
  try {
    const config = serverConfig()
    if (config.isProduction && !config.email.server) log.warn('EMAIL_SERVER is not set: e-mails are printed to the server log, not sent')
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
  // srvx stops accepting on SIGTERM/SIGINT, waits for the requests in flight (up to
  // SERVER_SHUTDOWN_TIMEOUT, 5 s), then Nitro runs this hook: close the database, then exit 0
  // even if a stray timer or socket would keep the process alive.
  nitroApp.hooks.hook('close', async () => {
    log.info('Shutting down: closing the database')
    try {
      await closeDatabase()
    } catch (error) {
      log.error({ err: error }, 'The database did not close cleanly')
    }
    log.info('Server stopped')
    setTimeout(() => process.exit(0), 500).unref()
  })
})
