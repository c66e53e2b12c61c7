import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'

/** Starts the production server with `env` and returns how it ended (it must refuse to start). */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['.output/server/index.mjs'], {
      env: { PATH: process.env.PATH ?? '', PORT: '3299', PGLITE_DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The server started instead of refusing:\n${output}`))
    }, 15_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

test.describe('production server start', () => {
  test('refuses to start without BETTER_AUTH_SECRET, saying why in one line', async () => {
    const { code, output } = await startServer({ BETTER_AUTH_URL: 'http://localhost:3299' })
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      'BETTER_AUTH_SECRET is required in production: set it to a random string of at least 32 characters.',
    )
  })

  test('refuses an invalid BETTER_AUTH_URL with its documented message', async () => {
    const { code, output } = await startServer({ BETTER_AUTH_SECRET: 'x'.repeat(32), BETTER_AUTH_URL: 'not-a-url' })
    expect(code).toBe(1)
    expect(output.trim()).toBe('Invalid base URL: not-a-url. Please provide a valid base URL.')
  })
})
