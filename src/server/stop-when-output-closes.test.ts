import { spawn } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { stopWhenOutputCloses } from './stop-when-output-closes'

const brokenPipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })

describe('stopWhenOutputCloses', () => {
  it('stops the server once, whichever stream fails first and however often', () => {
    const stdout = new EventEmitter()
    const stderr = new EventEmitter()
    const stop = vi.fn()
    stopWhenOutputCloses([stdout, stderr], stop)
    stdout.emit('error', brokenPipe)
    stderr.emit('error', brokenPipe)
    stdout.emit('error', brokenPipe)
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('ends a process that prints on a pipe its reader closed, where an error handler printing the error would spin', async () => {
    // The same trap of uncaught errors as Nitro's, and a line printed every 10 ms, as a server's log.
    const script = `
      process.on('uncaughtException', (error) => console.error('[uncaughtException]', error))
      ${stopWhenOutputCloses.toString()}
      stopWhenOutputCloses([process.stdout, process.stderr], () => process.exit(7))
      setInterval(() => console.log('still serving'), 10)
    `
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    await new Promise((resolve) => child.stdout.once('data', resolve))
    child.stdout.destroy()
    child.stderr.destroy()
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(7)
  })
})
