import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OutboundCallError, callNamedAddress, isPublicOrTrusted, mayCall } from './outbound'

const trustNothing = () => false

describe('mayCall', () => {
  it('allows a public host whose addresses are all public', async () => {
    expect(await mayCall('https://acme.okta.com/x', trustNothing, async () => ['93.184.215.14'])).toBe(true)
    expect(await mayCall('https://93.184.215.14/x', trustNothing)).toBe(true)
  })

  it('refuses loopback, private, link-local and metadata addresses, and names resolving to them', async () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://localhost',
      'http://10.1.2.3',
      'http://192.168.0.1',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://metadata.google.internal/',
    ]) {
      expect(await mayCall(url, trustNothing, async () => ['93.184.215.14']), url).toBe(false)
    }
    const rebinding = async () => ['93.184.215.14', '127.0.0.1']
    expect(await mayCall('https://sso.example.com', trustNothing, rebinding)).toBe(false)
  })

  it('refuses other schemes, and allows an origin the operator trusts', async () => {
    expect(await mayCall('file:///etc/passwd', trustNothing)).toBe(false)
    expect(await mayCall('ftp://93.184.215.14/', trustNothing)).toBe(false)
    const trusted = (url: string) => url.startsWith('http://127.0.0.1:8080/')
    expect(await mayCall('http://127.0.0.1:8080/.well-known/openid-configuration', trusted)).toBe(true)
    expect(await mayCall('http://127.0.0.1:8081/', trusted)).toBe(false)
  })

  it('gives libraries the same rule without resolving names', () => {
    expect(isPublicOrTrusted('https://login.microsoftonline.com/tenant/v2.0', trustNothing)).toBe(true)
    expect(isPublicOrTrusted('http://10.0.0.1/', trustNothing)).toBe(false)
    expect(isPublicOrTrusted('not a url', trustNothing)).toBe(false)
  })
})

describe('callNamedAddress', () => {
  let server: Server
  let origin: string
  const trustLocal = (url: string) => url.startsWith(`${origin}/`)

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') response.writeHead(302, { location: 'http://169.254.169.254/' }).end()
      else if (request.url === '/large') response.end('x'.repeat(5_000))
      else if (request.url === '/silent') return
      else response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof OutboundCallError ? error.reason : String(error)),
    )

  it('answers any status with its body', async () => {
    expect(await callNamedAddress(`${origin}/token`, { isTrustedOrigin: trustLocal })).toEqual({
      status: 400,
      body: '{"error":"invalid_grant"}',
    })
  })

  it('does not call a private address, follow a redirect, read past the limit or wait past the deadline', async () => {
    expect(await reasonOf(callNamedAddress(`${origin}/token`, { isTrustedOrigin: trustNothing }))).toBe(
      'private-address',
    )
    expect(await reasonOf(callNamedAddress(`${origin}/redirect`, { isTrustedOrigin: trustLocal }))).toBe('redirected')
    expect(await reasonOf(callNamedAddress(`${origin}/large`, { isTrustedOrigin: trustLocal, maxBytes: 1_000 }))).toBe(
      'too-large',
    )
    expect(await reasonOf(callNamedAddress(`${origin}/silent`, { isTrustedOrigin: trustLocal, timeoutMs: 50 }))).toBe(
      'unreachable',
    )
    expect(await reasonOf(callNamedAddress('http://127.0.0.1:9/', { isTrustedOrigin: () => true }))).toBe('unreachable')
  })
})
