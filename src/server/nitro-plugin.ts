import { definePlugin } from 'nitro'
import { ConfigError, serverConfig } from './config'
import { closeDatabase, getDatabaseConnection } from './db'
import { closeRedis } from './redis'
import { jobQueue, stopJobQueue } from './jobs'
import { closeReadinessProbe, markShuttingDown, markShuttingDownOnSignals } from './http/health'
import { varyPrecompressedAsset } from './http/compression/precompressed-assets'
import { log } from './log'
import { stopWhenOutputCloses } from './stop-when-output-closes'

/** Refuses to start on a bad configuration (one clear line, exit 1). */
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
  // The job queue starts with the database: jobs left by a stopped or crashed process run now.
  getDatabaseConnection()
    .then(() => jobQueue())
    .catch(() => {
      // Logged where it failed; requests answer 503 and retry until the database opens, and the queue starts on
      // the first job enqueued.
    })
  // Added before srvx's own listener (plugins run before the server is created), so /api/ready answers 503
  // at once. srvx then waits for the requests in flight, and Nitro's close hook closes the database and
  // exits 0 even if a stray timer or socket would keep the process alive.
  markShuttingDownOnSignals()
  stopWhenOutputCloses()
  nitroApp.hooks.hook('response', (response, event) =>
    varyPrecompressedAsset(new URL(event.req.url).pathname, response),
  )
  nitroApp.hooks.hook('close', async () => {
    markShuttingDown()
    log.info('Shutting down: finishing the running jobs, then closing the database')
    try {
      await stopJobQueue()
      await Promise.all([closeDatabase(), closeReadinessProbe(), closeRedis()])
    } catch (error) {
      log.error({ err: error }, 'The database did not close cleanly')
    }
    log.info('Server stopped')
    setTimeout(() => process.exit(0), 500).unref()
  })
})
