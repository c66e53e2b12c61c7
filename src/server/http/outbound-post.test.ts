import type { LookupAddress } from 'node:dns'
import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OutboundCallError } from './outbound'
import { type ConnectLookup, postToNamedAddress } from './outbound-post'

/** A lookup that answers `addresses` for any name, as node:dns would. */
function resolvingTo(...addresses: string[]): ConnectLookup {
  const entries: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  return ((_hostname: string, _options: unknown, callback: (error: null, entries: LookupAddress[]) => void) =>
    callback(null, entries)) as unknown as ConnectLookup
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(OutboundCallError)
  return (error as OutboundCallError).reason
}

describe('postToNamedAddress', () => {
  let server: Server
  let port: number
  const received: { url: string; body: string; headers: IncomingMessage['headers'] }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ url: request.url ?? '', body, headers: request.headers })
        if (request.url === '/moved') return response.writeHead(302, { location: '/elsewhere' }).end()
        if (request.url === '/silent') return
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const post = { body: '{"type":"ping"}', headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' } }

  it('sends the body and headers where private addresses are allowed, and tells the status and the time taken', async () => {
    const since = received.length
    const answer = await postToNamedAddress(`http://127.0.0.1:${port}/hook`, { ...post, allowPrivateAddresses: true })
    expect(answer.status).toBe(204)
    expect(answer.durationMs).toBeGreaterThanOrEqual(0)
    expect(received.slice(since)).toMatchObject([
      { url: '/hook', body: '{"type":"ping"}', headers: { 'webhook-id': 'msg_1', 'content-type': 'application/json' } },
    ])
  })

  it('refuses loopback, private, link-local and metadata addresses, sending nothing', async () => {
    const since = received.length
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:80/hook',
    ]) {
      expect(await refusal(postToNamedAddress(url, { ...post, allowPrivateAddresses: false })), url).toBe(
        'private-address',
      )
    }
    expect(received.length).toBe(since)
  })

  it('refuses a name that resolves to a private address when connecting, and one with any such address', async () => {
    const since = received.length
    for (const lookup of [resolvingTo('127.0.0.1'), resolvingTo('10.1.2.3'), resolvingTo('93.184.215.14', '127.0.0.1')])
      expect(
        await refusal(
          postToNamedAddress(`http://receiver.example:${port}/hook`, { ...post, allowPrivateAddresses: false, lookup }),
        ),
      ).toBe('private-address')
    expect(received.length).toBe(since)
  })

  it('follows no redirect: a 3xx is the answer', async () => {
    const since = received.length
    const answer = await postToNamedAddress(`http://127.0.0.1:${port}/moved`, { ...post, allowPrivateAddresses: true })
    expect(answer.status).toBe(302)
    expect(received.slice(since).map((request) => request.url)).toEqual(['/moved'])
  })

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const reason = await refusal(
      postToNamedAddress(`http://127.0.0.1:${port}/silent`, { ...post, allowPrivateAddresses: true, timeoutMs: 100 }),
    )
    expect(reason).toBe('timeout')
  })

  it('refuses what is not http(s)', async () => {
    expect(await refusal(postToNamedAddress('file:///etc/passwd', { ...post, allowPrivateAddresses: true }))).toBe(
      'unreachable',
    )
  })
})
