import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { testDatabaseDriver } from '@/test/test-database'
import { buildApiReference } from './api-docs.server'

describe(`API reference on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness

  beforeAll(async () => {
    harness = await startAuthHarness()
  })
  afterAll(() => harness.close())

  it("documents better-auth's open endpoints, e-mail codes included, from generateOpenAPISchema()", async () => {
    const document = await harness.auth.api.generateOpenAPISchema()
    expect(document.paths['/get-session']).toHaveProperty('get')
    expect(document.paths['/sign-out']).toHaveProperty('post')
    for (const path of ['/email-otp/send-verification-otp', '/sign-in/email-otp', '/email-otp/change-email']) {
      expect(document.paths[path], path).toHaveProperty('post')
    }
    // Neither the CDN page nor the document itself is an endpoint, nor what is closed over HTTP (endpoint-doors.ts).
    expect(Object.keys(document.paths)).not.toContain('/admin/set-role')
    expect(Object.keys(document.paths)).not.toContain('/reference')
    expect(Object.keys(document.paths)).not.toContain('/open-api/generate-schema')
  })

  it('gives the page plain JSON: the auth document and every server function with its input schema', async () => {
    const reference = await buildApiReference(harness.auth)
    expect(JSON.parse(JSON.stringify(reference))).toEqual(reference)
    expect(reference.auth.paths['/get-session']?.get?.description).toEqual(expect.any(String))
    expect(reference.functions.find((fn) => fn.name === 'createRepository')).toMatchObject({
      method: 'POST',
      permission: { repository: ['create'] },
      inputJsonSchema: {
        properties: { name: { type: 'string' }, link: { type: 'string' }, description: { type: 'string' } },
      },
    })
  })

  it('serves neither the Scalar page (a CDN script) nor the document over HTTP', async () => {
    for (const path of ['/reference', '/open-api/generate-schema']) {
      const response = await harness.auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth${path}`, { headers: { origin: TEST_BASE_URL } }),
      )
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('cdn.jsdelivr.net')
    }
  })
})
