// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultStatements } from 'better-auth/plugins/admin/access'
import { renderWithI18n } from '@/test/render'
import { type AuditAction, auditActions, type RecordAuditAction, recordVerbs } from '@/components/audit-actions'
import { statements } from '@/server/auth/access-control'
import { AuditLogList, type AuditLogEntryView } from './audit-log-list'

afterEach(cleanup)

// The writes on the product's records, from the permission statements: "created the book club react".
const pastTense = { create: 'created', update: 'updated', delete: 'deleted' }
const recordActions = Object.entries(statements).flatMap(([resource, verbs]: [string, readonly string[]]) =>
  Object.hasOwn(defaultStatements, resource) || !verbs.includes('create')
    ? []
    : recordVerbs.filter((verb) => verbs.includes(verb)).map((verb) => `${resource}.${verb}`),
)

let counter = 0
function entry(action: string, values: Partial<AuditLogEntryView> = {}): AuditLogEntryView {
  counter++
  const kind = action.split('.')[0]!
  return {
    id: `entry-${counter}`,
    actorEmail: 'admin@example.com',
    action,
    targetType: action === 'session.revoke-all' || action === 'session.revoke-others' ? 'user' : kind,
    targetId: `0123456789-${counter}`,
    details: recordActions.includes(action)
      ? { name: 'react' }
      : kind === 'organization'
        ? {
            name: 'Acme',
            ...(action.endsWith('-domain') ? { domain: 'acme.com' } : {}),
            ...(action.includes('-sso') || action.endsWith('-idp-initiated') ? { issuer: 'https://sso.acme.com' } : {}),
            ...(action.endsWith('-scim-token') ? { token: 'scim_AbCdEfG' } : {}),
            ...(action.endsWith('-webhook') ? { url: 'https://hooks.acme.com/threshold' } : {}),
            ...(action.endsWith('-api-key') ? { token: 'thr_org_AbCdEfGh' } : {}),
          }
        : action.startsWith('user.directory-')
          ? { name: 'Acme', email: 'ada@example.com' }
          : action === 'user.provider-role'
            ? { name: 'Acme', email: 'ada@example.com', role: 'admin' }
            : { email: 'ada@example.com' },
    ipAddress: '203.0.113.7',
    createdAt: new Date('2026-11-20T14:05:00Z'),
    ...values,
  }
}

// Typed by the declared actions: a new one does not compile here until its English sentence is written.
const sentences: Record<Exclude<AuditAction, RecordAuditAction>, string> = {
  'user.create': 'admin@example.com created the account ada@example.com',
  'user.update': 'admin@example.com updated the account ada@example.com',
  'user.set-role': 'admin@example.com made ada@example.com administrator',
  'user.ban': 'admin@example.com banned ada@example.com',
  'user.unban': 'admin@example.com lifted the ban on ada@example.com',
  'user.impersonate': 'admin@example.com impersonated ada@example.com',
  'user.stop-impersonating': 'admin@example.com stopped impersonating ada@example.com',
  'user.set-password': 'admin@example.com set the password of ada@example.com',
  'user.remove-passkeys': 'admin@example.com removed the passkeys of ada@example.com',
  'user.delete': 'admin@example.com deleted the account ada@example.com',
  'user.change-email': 'admin@example.com changed the e-mail address of ada@example.com',
  'user.add-passkey': 'admin@example.com added a passkey to ada@example.com',
  'user.remove-passkey': 'admin@example.com removed a passkey of ada@example.com',
  'user.directory-add': 'The directory of the organization Acme added ada@example.com',
  'user.directory-suspend': 'The directory of the organization Acme deactivated ada@example.com and signed them out',
  'user.provider-role': 'The identity provider of the organization Acme made ada@example.com administrator',
  'user.create-api-key': 'admin@example.com created an API key of ada@example.com',
  'user.revoke-api-key': 'admin@example.com revoked an API key of ada@example.com',
  'user.refuse-api-key': 'An API key of ada@example.com was refused',
  'session.revoke': 'admin@example.com signed ada@example.com out of one session',
  'session.revoke-all': 'admin@example.com signed ada@example.com out of all sessions',
  'session.revoke-others': 'admin@example.com signed ada@example.com out of all other sessions',
  'organization.delete': 'admin@example.com deleted the organization Acme',
  'organization.claim-domain': 'admin@example.com claimed the domain acme.com for the organization Acme',
  'organization.verify-domain': 'admin@example.com verified the domain acme.com of the organization Acme',
  'organization.remove-domain': 'admin@example.com removed the domain acme.com from the organization Acme',
  'organization.connect-sso':
    'admin@example.com connected the identity provider https://sso.acme.com to the organization Acme',
  'organization.remove-sso':
    'admin@example.com removed the identity provider https://sso.acme.com from the organization Acme',
  'organization.require-sso':
    'admin@example.com required the identity provider https://sso.acme.com for the organization Acme',
  'organization.offer-sso':
    'admin@example.com allowed codes besides the identity provider https://sso.acme.com for the organization Acme',
  'organization.allow-idp-initiated':
    'admin@example.com allowed sign-ins started at the identity provider https://sso.acme.com for the organization Acme',
  'organization.refuse-idp-initiated':
    'admin@example.com refused sign-ins started at the identity provider https://sso.acme.com for the organization Acme',
  'organization.set-sso-admin-group':
    'admin@example.com changed which group of the identity provider https://sso.acme.com makes admins of the organization Acme',
  'organization.create-scim-token':
    'admin@example.com created the directory token scim_AbCdEfG for the organization Acme',
  'organization.revoke-scim-token':
    'admin@example.com revoked the directory token scim_AbCdEfG of the organization Acme',
  'organization.create-webhook':
    'admin@example.com added the webhook endpoint https://hooks.acme.com/threshold to the organization Acme',
  'organization.remove-webhook':
    'admin@example.com removed the webhook endpoint https://hooks.acme.com/threshold of the organization Acme',
  'organization.enable-webhook':
    'admin@example.com enabled again the webhook endpoint https://hooks.acme.com/threshold of the organization Acme',
  'organization.create-api-key': 'admin@example.com created the API key thr_org_AbCdEfGh for the organization Acme',
  'organization.revoke-api-key': 'admin@example.com revoked the API key thr_org_AbCdEfGh of the organization Acme',
  'organization.refuse-api-key': 'The API key thr_org_AbCdEfGh of the organization Acme was refused',
}

const sentenceOfAction = (action: AuditAction) => {
  if (Object.hasOwn(sentences, action)) return sentences[action as keyof typeof sentences]
  const [kind, verb] = action.split('.') as [string, keyof typeof pastTense]
  return `admin@example.com ${pastTense[verb]} the ${kind.replaceAll('-', ' ')} react`
}

const sentenceOf = (item: HTMLElement) => item.querySelector('p')?.textContent

describe('AuditLogList', () => {
  it('writes every action as a sentence, with the time and the IP address', () => {
    expect([...Object.keys(sentences), ...recordActions].sort()).toEqual([...auditActions].sort())
    const entries = auditActions.map((action) =>
      entry(
        action,
        action === 'user.set-role' ? { details: { email: 'ada@example.com', from: 'user', to: 'admin' } } : {},
      ),
    )
    renderWithI18n(<AuditLogList entries={entries} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map(sentenceOf)).toEqual(auditActions.map(sentenceOfAction))
    const time = items[0]!.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-11-20T14:05:00.000Z')
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-20T14:05:00Z'),
      ),
    )
    expect(items[0]!.textContent).toContain('IP 203.0.113.7')
  })

  it('shows the ban reason, and names what it cannot name by its kind and id', () => {
    renderWithI18n(
      <AuditLogList
        entries={[
          entry('user.ban', { details: { reason: 'Spam', email: 'ada@example.com' } }),
          entry('user.unban', { actorEmail: null, details: null, targetId: 'abcdef0123456789', ipAddress: null }),
          entry('repository.delete', { details: {}, targetId: '99999999-aaaa' }),
          entry('user.update', { details: { changes: { email: { from: 'old@example.com', to: 'new@example.com' } } } }),
          entry('something.new', { targetId: 'zzzzzzzz-1' }),
        ]}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('Reason: Spam')
    expect(sentenceOf(items[1]!)).toBe('Someone lifted the ban on an account (abcdef01)')
    expect(items[1]!.textContent).not.toContain('IP')
    expect(sentenceOf(items[2]!)).toBe('admin@example.com deleted the repository a repository (99999999)')
    expect(sentenceOf(items[3]!)).toBe('admin@example.com updated the account new@example.com')
    expect(sentenceOf(items[4]!)).toBe('admin@example.com did something.new on ada@example.com')
  })

  it('puts the names in as they are, each in a bdi of its own', () => {
    renderWithI18n(
      <AuditLogList
        entries={[
          entry('repository.create', { actorEmail: 'a@example.com', details: { name: '<actor>x</actor> {{role}}' } }),
        ]}
      />,
    )
    const item = screen.getByRole('listitem')
    expect(sentenceOf(item)).toBe('a@example.com created the repository <actor>x</actor> {{role}}')
    expect([...item.querySelector('p')!.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'a@example.com',
      '<actor>x</actor> {{role}}',
    ])
  })

  it('reads in the current language', () => {
    renderWithI18n(<AuditLogList entries={[entry('user.ban'), entry('repository.create')]} />, { language: 'fr' })
    expect(screen.getAllByRole('listitem').map(sentenceOf)).toEqual([
      'admin@example.com a banni ada@example.com',
      'admin@example.com a créé le dépôt react',
    ])
  })

  it('shows the empty label, or a default one', () => {
    renderWithI18n(<AuditLogList entries={[]} emptyLabel="Nothing happened to this user." />)
    expect(screen.getByText('Nothing happened to this user.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    cleanup()
    renderWithI18n(<AuditLogList entries={[]} />)
    expect(screen.getByText('No actions recorded yet.')).toBeTruthy()
  })
})
