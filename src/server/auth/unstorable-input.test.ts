import { describe, expect, it } from 'vitest'
import { hasUnstorableInput, unstorableInputResponse } from './unstorable-input'

const base = 'http://localhost/api/auth/organization/get-full-organization'
const json = (body: unknown) =>
  new Request('http://localhost/api/auth/organization/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('hasUnstorableInput', () => {
  it('lets ordinary text of any script through', async () => {
    expect(
      await hasUnstorableInput(new Request(`${base}?organizationId=${encodeURIComponent('Ünïcödé 李 😀 \u202e')}`)),
    ).toBe(false)
    expect(
      await hasUnstorableInput(json({ name: 'Équipe 😀', slug: 'equipe', metadata: { nested: ['ok', 1, null] } })),
    ).toBe(false)
    expect(
      await hasUnstorableInput(
        new Request(base, { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } }),
      ),
    ).toBe(false)
  })

  it('finds a NUL character in the query (the request answered 500)', async () => {
    expect(await hasUnstorableInput(new Request(`${base}?organizationId=%00`))).toBe(true)
    expect(await hasUnstorableInput(new Request(`${base}?a%00=1`))).toBe(true)
  })

  it('finds a NUL character or a lone surrogate anywhere in a JSON body, keys included', async () => {
    expect(await hasUnstorableInput(json({ organizationId: 'a\u0000' }))).toBe(true)
    expect(await hasUnstorableInput(json({ data: { deep: [['x', 'lone \ud800']] } }))).toBe(true)
    expect(await hasUnstorableInput(json({ ['k\u0000']: 1 }))).toBe(true)
  })

  it('finds one in a form body', async () => {
    const request = new Request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a%00b',
    })
    expect(await hasUnstorableInput(request)).toBe(true)
  })

  it('leaves the body readable for better-auth', async () => {
    const request = json({ name: 'kept' })
    await hasUnstorableInput(request)
    expect(await request.json()).toEqual({ name: 'kept' })
  })

  it('refuses with better-auth’s VALIDATION_ERROR, which the browser translates', async () => {
    const response = unstorableInputResponse()
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })
})
