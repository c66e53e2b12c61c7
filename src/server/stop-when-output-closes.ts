import type { EventEmitter } from 'node:events'

/**
 * A process that writes to a pipe nobody reads any more (its supervisor, a `tee` or a test runner gone) is ended by
 * the system's SIGPIPE; Node ignores that signal and emits an error on the stream instead. The log's own destination
 * drops its lines quietly, but what goes through the console (the server's "Stopping" line on a signal, say) fails
 * on process.stdout or process.stderr. Unheard, that error is uncaught, and Nitro's handler of uncaught errors prints
 * it to the same closed stream: an endless loop that kept an orphaned server busy, never exiting, its port taken.
 * The server stops instead, as a signal would stop it: what is in flight finishes.
 */
export function stopWhenOutputCloses(
  streams: EventEmitter[] = [process.stdout, process.stderr],
  stop: () => void = () => process.kill(process.pid, 'SIGTERM'),
) {
  let stopping = false
  const onError = () => {
    if (stopping) return
    stopping = true
    stop()
  }
  for (const stream of streams) stream.on('error', onError)
}
