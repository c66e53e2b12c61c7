import { spawn } from 'node:child_process'
import { once } from 'node:events'

// The smallest server that can answer the bytes: node:http and a buffer, nothing else.
const FLOOR_SERVER = `
const http = require('node:http')
const body = Buffer.from(process.env.FLOOR_BODY, 'base64')
const headers = { 'content-type': process.env.FLOOR_CONTENT_TYPE, 'content-length': body.length }
http
  .createServer((request, response) => response.writeHead(200, headers).end(body))
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('listening\\n'))
`

export interface FloorServer {
  baseUrl: string
  pid: number
  stop(): Promise<void>
}

/**
 * The floor of the run: a plain node:http server answering `body`, in a process of its own as the server under test
 * is, measured in the same rounds. A case's figures divided by the floor's hold on a busy or a slower machine, where
 * absolute req/s do not: a fall of the ratio is the product's.
 */
export async function startFloor(port: number, body: Uint8Array, contentType: string): Promise<FloorServer> {
  const child = spawn(process.execPath, ['-e', FLOOR_SERVER], {
    env: {
      FLOOR_BODY: Buffer.from(body).toString('base64'),
      FLOOR_CONTENT_TYPE: contentType,
      FLOOR_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await once(child.stdout, 'data')
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return
      child.kill()
      await once(child, 'exit')
    },
  }
}
