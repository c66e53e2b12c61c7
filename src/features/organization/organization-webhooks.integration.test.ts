import { type IncomingHttpHeaders, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRepository, deleteRepository } from '@/features/repository/repository.server'
import { loadServerConfig } from '@/server/config'
import { auditLog, webhookDelivery, webhookEndpoint } from '@/server/db/schema'
import { WebhookNotDelivered, deliverWebhook } from '@/server/webhooks/deliver'
import { noticesSettled } from '@/server/email/notices'
import { jobQueue } from '@/server/jobs'
import { type AuthHarness, TEST_BASE_URL, startAuthHarness } from '@/test/auth-harness'
import { type Person, organisationPeople, refusalOf } from '@/test/organisation-people'
import { testDatabaseDriver } from '@/test/test-database'
import { getMyOrganization } from './organization.server'
import { createScimToken } from './organization-scim.server'
import { organizationRefusals } from './refusals'
import { webhookEndpointSchema } from './webhooks'
import {
  createWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookDeliveries,
  redeliverWebhook,
  removeWebhookEndpoint,
  sendTestWebhook,
} from './webhooks.server'

interface Received {
  path: string
  body: string
  headers: IncomingHttpHeaders
}

/**
 * An organisation's receiver, as its engineers would write one with the Standard Webhooks library: every request it
 * gets is kept, and verified with the endpoint's secret. `answer` sets its status (500: it is down).
 */
function startReceiver() {
  const received: Received[] = []
  let status = 200
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, headers: request.headers })
      response.writeHead(status).end()
    })
  })
  return {
    received,
    answer: (next: number) => (status = next),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

function verified(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
    type: string
    timestamp: string
    data: Record<string, unknown>
  }
}

describe(`webhooks of an organisation on ${testDatabaseDriver}`, () => {
  let harness: AuthHarness
  const tag = crypto.randomUUID().slice(0, 8)
  const receiver = startReceiver()
  let receiverUrl: string
  let owner: Person
  let colleague: Person
  let rivalOwner: Person
  let acme: { id: string }
  let rival: { id: string }
  const { person, organisationOf, verifiedDomain } = organisationPeople(() => harness, tag)

  beforeAll(async () => {
    harness = await startAuthHarness()
    receiverUrl = `http://127.0.0.1:${await receiver.listen()}`
    owner = await person(`owner-${tag}@acme.example`)
    colleague = await person(`colleague-${tag}@acme.example`)
    rivalOwner = await person(`owner-${tag}@rival.example`)
    acme = await organisationOf(owner, 'Acme')
    rival = await organisationOf(rivalOwner, 'Rival')
  })
  afterAll(async () => {
    // Product-wide events (a repository created) go to every endpoint that asked for them: on PostgreSQL, the next
    // test files of this worker share its database, and must not send to endpoints made with this file's secret.
    await harness.db.delete(webhookEndpoint)
    await harness.close()
    await receiver.close()
  })

  const endpointInput = (path: string, events: string[]) =>
    webhookEndpointSchema.parse({ organizationId: acme.id, url: `${receiverUrl}${path}`, events })

  async function deliveriesTo(path: string) {
    await noticesSettled()
    return receiver.received.filter((request) => request.path === path)
  }

  it('sends the events an endpoint asked for, signed so that the Standard Webhooks library verifies them', async () => {
    const { id, secret } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/people', ['member.added', 'member.role_changed', 'invitation.created']),
    )
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    const [stored] = await harness.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, id))
    expect(stored!.secret).not.toContain(secret.slice(6))

    const invited = await owner.browser.request('/organization/invite-member', {
      organizationId: acme.id,
      email: colleague.email,
      role: 'member',
    })
    await colleague.browser.request('/organization/accept-invitation', { invitationId: invited.body!.id })
    const [membership] = (
      (await owner.browser.request(`/organization/list-members?organizationId=${acme.id}`)).body as unknown as {
        members: { id: string; userId: string }[]
      }
    ).members.filter((row) => row.userId === colleague.id)
    await owner.browser.request('/organization/update-member-role', {
      organizationId: acme.id,
      memberId: membership!.id,
      role: 'admin',
    })

    const requests = await deliveriesTo('/people')
    // Deliveries run side by side: their order is not kept (receivers use `timestamp`).
    const events = requests.map((request) => verified(secret, request))
    const ofType = (type: string) => events.find((event) => event.type === type)
    expect(events.map((event) => event.type).sort()).toEqual([
      'invitation.created',
      'member.added',
      'member.role_changed',
    ])
    expect(ofType('member.added')!.data).toMatchObject({
      organizationId: acme.id,
      userId: colleague.id,
      email: colleague.email,
      role: 'member',
    })
    expect(ofType('member.role_changed')!.data).toMatchObject({
      userId: colleague.id,
      role: 'admin',
      previousRole: 'member',
    })
    // Each delivery has its own id; the signature covers the id, the time and the body.
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(3)
    const tampered = { ...requests[0]!, body: requests[0]!.body.replace('member', 'owner') }
    expect(() => verified(secret, tampered)).toThrow()
    expect(() =>
      verified(`whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`, requests[0]!),
    ).toThrow()
  })

  it('tells of teams and their members, and of changes to where the organisation signs in or sends its events', async () => {
    const { secret } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/teams', ['team.created', 'team.member_added', 'security.changed']),
    )
    const created = await owner.browser.request('/organization/create-team', {
      organizationId: acme.id,
      name: 'Platform',
    })
    const teamId = (created.body as { id: string }).id
    // The colleague joined in the first test.
    await owner.browser.request('/organization/add-team-member', {
      organizationId: acme.id,
      teamId,
      userId: colleague.id,
    })
    await createWebhookEndpoint(harness.db, owner, endpointInput('/another', ['member.added']))
    const events = (await deliveriesTo('/teams')).map((request) => verified(secret, request))
    const ofType = (type: string) => events.filter((event) => event.type === type).map((event) => event.data)
    // Its own creation is the first change it hears of.
    expect(events.map((event) => event.type).sort()).toEqual([
      'security.changed',
      'security.changed',
      'team.created',
      'team.member_added',
    ])
    expect(ofType('team.created')).toEqual([{ organizationId: acme.id, teamId, name: 'Platform' }])
    expect(ofType('team.member_added')).toMatchObject([{ teamId, userId: colleague.id, email: colleague.email }])
    expect(
      ofType('security.changed')
        .map((data) => data.url)
        .sort(),
    ).toEqual([`${receiverUrl}/another`, `${receiverUrl}/teams`])
    expect(ofType('security.changed')[0]).toMatchObject({
      organizationId: acme.id,
      action: 'organization.create-webhook',
      actorEmail: owner.email,
    })
  })

  it('tells of people a directory adds and removes (SCIM), as of those who join through the pages', async () => {
    const { secret } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/directory', ['member.added', 'member.removed']),
    )
    const domain = `acme-${tag}.example.org`
    await verifiedDomain(acme.id, domain, owner)
    const { token } = await createScimToken(harness.db, owner, { organizationId: acme.id })
    const scim = (method: string, path: string, body: unknown) =>
      harness.auth.handler(
        new Request(`${TEST_BASE_URL}/api/auth/scim/v2${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
          body: JSON.stringify(body),
        }),
      )
    const email = `directory-${tag}@${domain}`
    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      name: { givenName: 'Dir', familyName: 'Ectory' },
      emails: [{ primary: true, value: email }],
      active: true,
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(deactivated.status).toBe(200)
    const events = (await deliveriesTo('/directory')).map((request) => verified(secret, request))
    expect(events.map((event) => [event.type, event.data.email]).sort()).toEqual([
      ['member.added', email],
      ['member.removed', email],
    ])
  })

  it('tells every endpoint that asked of repositories, whatever its organisation, and nobody else', async () => {
    const { secret } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/repositories', ['repository.created', 'repository.deleted']),
    )
    const peopleOnly = (await deliveriesTo('/people')).length
    const created = await createRepository(harness.db, owner, {
      name: `hooks-${tag}`,
      link: 'https://example.com/hooks',
      description: null,
    })
    await deleteRepository(harness.db, owner, created.id)
    const events = (await deliveriesTo('/repositories')).map((request) => verified(secret, request))
    expect(events.map((event) => [event.type, event.data.id]).sort()).toEqual([
      ['repository.created', created.id],
      ['repository.deleted', created.id],
    ])
    expect(await deliveriesTo('/people')).toHaveLength(peopleOnly)
  })

  it('keeps a delivery log, sends a test event, redelivers with the same id, and tries again while the receiver is down', async () => {
    const { id: endpointId, secret } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/log', ['member.added']),
    )
    const { deliveryId } = await sendTestWebhook(harness.db, owner, { organizationId: acme.id, endpointId })
    const [test] = await deliveriesTo('/log')
    expect(verified(secret, test!)).toMatchObject({ type: 'webhook.test', data: { organizationId: acme.id } })
    expect(test!.headers['webhook-id']).toBe(deliveryId)

    receiver.answer(500)
    await redeliverWebhook(harness.db, owner, { organizationId: acme.id, deliveryId })
    await noticesSettled()
    receiver.answer(200)
    const [logged] = await listWebhookDeliveries(harness.db, owner, { organizationId: acme.id, endpointId })
    expect(logged).toMatchObject({
      id: deliveryId,
      eventType: 'webhook.test',
      state: 'pending',
      lastStatus: 500,
      attempts: 1,
    })
    expect(logged!.lastDurationMs).toBeGreaterThanOrEqual(0)
    const sent = await deliveriesTo('/log')
    expect(sent.map((request) => request.headers['webhook-id'])).toEqual([deliveryId, deliveryId])
  })

  it('lets owners only manage endpoints, of their own organisation only, and audits every change', async () => {
    const { id } = await createWebhookEndpoint(harness.db, owner, endpointInput('/audited', ['member.removed']))
    const listed = (await getMyOrganization(harness.db, owner.id, acme.id, null)).webhooks ?? []
    expect(listed.find((endpoint) => endpoint.id === id)).toMatchObject({
      url: `${receiverUrl}/audited`,
      events: ['member.removed'],
    })
    expect(JSON.stringify(listed)).not.toContain('whsec_')

    const foreign = { organizationId: rival.id, endpointId: id }
    expect(await refusalOf(removeWebhookEndpoint(harness.db, rivalOwner, foreign))).toEqual({
      status: 404,
      message: organizationRefusals.webhookNotFound,
    })
    expect(await refusalOf(sendTestWebhook(harness.db, rivalOwner, foreign))).toEqual({
      status: 404,
      message: organizationRefusals.webhookNotFound,
    })
    expect(await refusalOf(listWebhookDeliveries(harness.db, rivalOwner, foreign))).toEqual({
      status: 404,
      message: organizationRefusals.webhookNotFound,
    })
    // Another organisation's owner sees nothing of it; an admin of it does not see its endpoints.
    expect(await refusalOf(getMyOrganization(harness.db, rivalOwner.id, acme.id, null))).toEqual({
      status: 404,
      message: organizationRefusals.notFound,
    })
    expect((await getMyOrganization(harness.db, colleague.id, acme.id, null)).webhooks).toBeNull()
    expect(
      await refusalOf(
        redeliverWebhook(harness.db, rivalOwner, { organizationId: rival.id, deliveryId: 'msg_unknown' }),
      ),
    ).toEqual({
      status: 404,
      message: organizationRefusals.webhookDeliveryNotFound,
    })
    // The colleague became an admin above: admins do not manage webhooks.
    expect(
      await refusalOf(createWebhookEndpoint(harness.db, colleague, endpointInput('/admin', ['member.added']))),
    ).toEqual({
      status: 403,
      message: organizationRefusals.ownersOnly,
    })

    await enableWebhookEndpoint(harness.db, owner, { organizationId: acme.id, endpointId: id })
    await removeWebhookEndpoint(harness.db, owner, { organizationId: acme.id, endpointId: id })
    const actions = (await harness.db.select().from(auditLog).where(eq(auditLog.targetId, acme.id)))
      .filter((row) => (row.details as { url?: string }).url === `${receiverUrl}/audited`)
      .map((row) => row.action)
    expect(actions.sort()).toEqual([
      'organization.create-webhook',
      'organization.enable-webhook',
      'organization.remove-webhook',
    ])
  })

  it('refuses plain http and private addresses where the operator does not allow them, sending nothing', async () => {
    const production = loadServerConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) })
    for (const [url, message] of [
      [`${receiverUrl}/private`, organizationRefusals.webhookHttpsRequired],
      ['https://127.0.0.1/hook', `${organizationRefusals.webhookPrivateAddress}|{"url":"https://127.0.0.1/hook"}`],
      [
        'https://169.254.169.254/latest/meta-data',
        `${organizationRefusals.webhookPrivateAddress}|{"url":"https://169.254.169.254/latest/meta-data"}`,
      ],
      [
        'https://localhost:8443/hook',
        `${organizationRefusals.webhookPrivateAddress}|{"url":"https://localhost:8443/hook"}`,
      ],
    ]) {
      const input = webhookEndpointSchema.parse({ organizationId: acme.id, url, events: ['member.added'] })
      expect(await refusalOf(createWebhookEndpoint(harness.db, owner, input, production)), url).toMatchObject({
        status: 400,
        message,
      })
    }
  })

  it('disables an endpoint that failed for a day, tells the owners, sends it nothing more until enabled again', async () => {
    const { id: endpointId } = await createWebhookEndpoint(
      harness.db,
      owner,
      endpointInput('/down', ['repository.created']),
    )
    const queue = await jobQueue()
    const attempt = (deliveryId: string, last: boolean) =>
      deliverWebhook(
        harness.db,
        { deliveryId },
        { number: last ? 13 : 1, last },
        { config: harness.config, enqueue: queue.enqueue },
      )
    const endpointRow = async () =>
      (await harness.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpointId)))[0]!

    // A last attempt that fails after a delivery made since the event does not disable it: the receiver came back.
    receiver.answer(503)
    const { deliveryId: first } = await sendTestWebhook(harness.db, owner, { organizationId: acme.id, endpointId })
    await noticesSettled()
    receiver.answer(200)
    await sendTestWebhook(harness.db, owner, { organizationId: acme.id, endpointId })
    await noticesSettled()
    receiver.answer(503)
    await expect(attempt(first, true)).rejects.toThrow(WebhookNotDelivered)
    expect((await endpointRow()).disabledAt).toBeNull()

    // The last attempt of an event with nothing delivered since: disabled, and its owners told.
    const { deliveryId: second } = await sendTestWebhook(harness.db, owner, { organizationId: acme.id, endpointId })
    await noticesSettled()
    const since = harness.sink.received.length
    await expect(attempt(second, true)).rejects.toThrow(WebhookNotDelivered)
    expect((await endpointRow()).disabledAt).not.toBeNull()
    const notice = await harness.sink.waitForEmail(owner.email, { since })
    expect(notice.subject).toBe('A webhook endpoint of Acme was disabled')
    expect(notice.text).toContain(`${receiverUrl}/down`)
    expect(notice.text).toContain(`/app/organizations/${acme.id}`)
    expect(
      await harness.db
        .select({ state: webhookDelivery.state })
        .from(webhookDelivery)
        .where(eq(webhookDelivery.id, second)),
    ).toEqual([{ state: 'failed' }])

    receiver.answer(200)
    const before = (await deliveriesTo('/down')).length
    await createRepository(harness.db, owner, {
      name: `while-disabled-${tag}`,
      link: 'https://example.com/a',
      description: null,
    })
    expect(await deliveriesTo('/down')).toHaveLength(before)
    await enableWebhookEndpoint(harness.db, owner, { organizationId: acme.id, endpointId })
    await createRepository(harness.db, owner, {
      name: `enabled-again-${tag}`,
      link: 'https://example.com/b',
      description: null,
    })
    expect(await deliveriesTo('/down')).toHaveLength(before + 1)
  })
})
