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
  nitroApp.hooks.hook('close', closeDatabase)
})
