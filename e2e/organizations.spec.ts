import type { Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { OidcProvider } from './fixtures/oidc-provider'
import { startWebhookReceiver } from './fixtures/webhook-receiver'
import { SamlProvider } from './fixtures/saml-provider'
import { cookieHeaderOf, serverFunctionResult } from './fixtures/server-functions'
import { ports } from './fixtures/ports'
import { admin, expect, hydrated, inbox, newEmail, otherPersonBrowser, signIn, test } from './fixtures/test'

const dialog = (page: Page) => page.getByTestId('responsive-dialog')
const uniqueName = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`
const members = (page: Page) => page.getByTestId('organization-members')

/** Signs a fresh address in from `startAt`, names it through onboarding; the browser then goes where `startAt` led. */
async function signInNewAccount(page: Page, label: string, startAt = '/login?redirect=%2Fapp%2Forganizations') {
  const email = newEmail(label)
  const name = uniqueName(label)
  await signIn(page, email, { startAt })
  await expect(page).toHaveURL(/\/onboarding/)
  await (await hydrated(page.getByLabel('Name', { exact: true }))).fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).not.toHaveURL(/\/onboarding/)
  return { email, name }
}

/** On /app/organizations: creates an organisation through the dialog and lands on its page. */
async function createOrganization(page: Page, name: string) {
  await page.goto('/app/organizations')
  await (await hydrated(page.getByRole('button', { name: 'New organization' }))).click()
  await dialog(page).getByLabel('Name').fill(name)
  await dialog(page).getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText(`Organization ${name} created`)).toBeVisible()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/organizations\/[\w-]+$/)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

/** Sends an invitation from the organisation page; returns the link of the e-mail the server sent. */
async function invite(
  page: Page,
  email: string,
  { role = 'Member', language }: { role?: string; language?: string } = {},
) {
  const since = await inbox.count()
  await (await hydrated(page.getByRole('button', { name: 'Invite', exact: true }))).click()
  await dialog(page).getByLabel('Email', { exact: true }).fill(email)
  await dialog(page).getByLabel('Role').selectOption({ label: role })
  if (language) await dialog(page).getByLabel('Language of the invitation email').selectOption({ label: language })
  await dialog(page).getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible()
  const mail = await inbox.waitForEmail(email, { since })
  const link = /https?:\/\/\S+\/app\/organizations\/invitations\/[\w-]+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  return { mail, link: link! }
}

/** Confirms the 'Are you sure?' dialog with `label`. */
async function confirm(page: Page, label: string) {
  await expect(dialog(page).getByRole('heading', { name: 'Are you sure?' })).toBeVisible()
  await dialog(page).getByRole('button', { name: label, exact: true }).click()
}

test.describe('organizations', () => {
  test('an owner creates, renames and switches organizations, and deletes one behind "Are you sure?"', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signInNewAccount(page, 'org-owner', '/login?redirect=%2Fapp')
    await (
      await hydrated(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Organizations' }))
    ).click()
    await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible()
    await expect(page.getByText('You do not belong to any organization yet.')).toBeVisible()

    // The name is checked before anything is sent.
    await (await hydrated(page.getByRole('button', { name: 'New organization' }))).click()
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(dialog(page).getByText('Name is required')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()

    const first = uniqueName('First')
    await createOrganization(page, first)
    // A new organisation becomes the active one; its creator is its owner.
    await expect(page.getByTestId('active-organization')).toBeVisible()
    await expect(page.getByText('Your role:')).toBeVisible()
    await expect(members(page).getByText('Owner', { exact: true })).toBeVisible()

    const renamed = uniqueName('Renamed')
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    await expect(dialog(page).getByLabel('Name')).toHaveValue(first)
    await dialog(page).getByLabel('Name').fill(renamed)
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Organization renamed')).toBeVisible()
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()

    const second = uniqueName('Second')
    await createOrganization(page, second)
    await page.goto('/app/organizations')
    const list = page.getByTestId('my-organizations')
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const secondRow = list.getByRole('listitem').filter({ hasText: second })
    const renamedRow = list.getByRole('listitem').filter({ hasText: renamed })
    await expect(secondRow.getByTestId('active-organization')).toBeVisible()
    // Switching is kept on the session: it survives a reload.
    await (await hydrated(renamedRow.getByRole('button', { name: `Make ${renamed} active` }))).click()
    await expect(page.getByText(`${renamed} is now your active organization`)).toBeVisible()
    await expect(renamedRow.getByTestId('active-organization')).toBeVisible()
    await page.reload()
    await expect(
      list.getByRole('listitem').filter({ hasText: renamed }).getByTestId('active-organization'),
    ).toBeVisible()
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: second })
        .getByRole('button', { name: `Make ${second} active` }),
    ).toBeVisible()

    await list.getByRole('link', { name: new RegExp(second) }).click()
    await (await hydrated(page.getByRole('button', { name: 'Delete', exact: true }))).click()
    await confirm(page, 'Delete')
    await expect(page.getByText(`Organization ${second} deleted`)).toBeVisible()
    await expect(page).toHaveURL(/\/app\/organizations$/)
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByText(second)).toHaveCount(0)
  })

  test('invite by e-mail, accept as the invitee, change the role, refuse the only owner leaving, remove', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const owner = await signInNewAccount(page, 'inviting-owner')
    const organization = uniqueName('Invited')
    const organizationId = await createOrganization(page, organization)

    // The invitee reads French: the e-mail is written in French, with the link to answer.
    const invitee = { email: newEmail('invitee'), name: '' }
    const { mail, link } = await invite(page, invitee.email, { language: 'Français' })
    expect(mail.language).toBe('fr')
    expect(mail.subject).toBe(`${owner.name} vous invite à rejoindre ${organization} sur Threshold`)
    await expect(page.getByTestId('organization-invitations').getByText(invitee.email)).toBeVisible()

    // Someone else following the link is not the recipient.
    const stranger = await otherPersonBrowser(browser, baseURL)
    await signInNewAccount(stranger.page, 'stranger', `/login?redirect=${encodeURIComponent(new URL(link).pathname)}`)
    await expect(stranger.page.getByText('You are not the recipient of the invitation')).toBeVisible()
    await expect(stranger.page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await stranger.context.close()

    // The invitee opens the link: signs in (a new account), then accepts.
    const guest = await otherPersonBrowser(browser, baseURL)
    invitee.name = await openInvitationAsNewAccount(guest.page, invitee.email, link)
    await expect(guest.page.getByText(`${owner.name} invited you to join ${organization} as Member.`)).toBeVisible()
    await (await hydrated(guest.page.getByRole('button', { name: 'Accept' }))).click()
    await expect(guest.page.getByText(`Welcome to ${organization}`)).toBeVisible()
    await expect(guest.page).toHaveURL(`/app/organizations/${organizationId}`)
    await expect(members(guest.page).getByRole('listitem')).toHaveCount(2)
    // A member sees the members, but neither the invitations nor the management actions.
    await expect(guest.page.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0)
    await expect(guest.page.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0)
    await expect(guest.page.getByRole('button', { name: /^Change the role of/ })).toHaveCount(0)
    await expect(guest.page.getByRole('button', { name: 'Rename', exact: true })).toHaveCount(0)
    await expect(guest.page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)

    // The owner makes the invitee an administrator: the invitee now manages invitations.
    await page.reload()
    await expect(page.getByText('No pending invitations.')).toBeVisible()
    const inviteeRow = members(page).getByRole('listitem').filter({ hasText: invitee.email })
    await expect(inviteeRow.getByText('Member', { exact: true })).toBeVisible()
    await (await hydrated(inviteeRow.getByRole('button', { name: `Change the role of ${invitee.name}` }))).click()
    await expect(dialog(page).getByLabel('Role')).toHaveValue('member')
    await dialog(page).getByLabel('Role').selectOption({ label: 'Administrator' })
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Role of ${invitee.name} changed`)).toBeVisible()
    await expect(inviteeRow.getByText('Administrator', { exact: true })).toBeVisible()
    await guest.page.reload()
    await expect(guest.page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible()
    await expect(guest.page.getByRole('button', { name: 'Invite', exact: true })).toBeVisible()
    // An administrator cannot touch the owner.
    await expect(
      members(guest.page).getByRole('listitem').filter({ hasText: owner.email }).getByRole('button'),
    ).toHaveCount(0)

    // The only owner cannot leave: the refusal is translated, and nothing changes.
    await page.getByRole('button', { name: 'Leave', exact: true }).click()
    await confirm(page, 'Leave')
    await expect(page.getByText('You cannot leave the organization as the only owner')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await page.reload()
    await expect(page.getByRole('heading', { name: organization, level: 1 })).toBeVisible()

    // The owner removes the invitee, who loses access.
    await (await hydrated(inviteeRow.getByRole('button', { name: `Remove ${invitee.name}` }))).click()
    await confirm(page, 'Remove')
    await expect(page.getByText(`${invitee.name} removed`)).toBeVisible()
    await expect(members(page).getByRole('listitem')).toHaveCount(1)
    await guest.page.reload()
    await expect(guest.page.getByText('This organization could not be found')).toBeVisible()
    await guest.context.close()
  })

  test('teams: create, rename, add and remove members, delete', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000)
    const owner = await signInNewAccount(page, 'team-owner')
    await createOrganization(page, uniqueName('Teams'))
    const mateEmail = newEmail('teammate')
    const { link } = await invite(page, mateEmail)
    const mate = await otherPersonBrowser(browser, baseURL)
    const mateName = await openInvitationAsNewAccount(mate.page, mateEmail, link)
    await (await hydrated(mate.page.getByRole('button', { name: 'Accept' }))).click()
    await expect(mate.page.getByText(/^Welcome to /)).toBeVisible()

    await page.reload()
    await expect(page.getByText('No teams yet.')).toBeVisible()
    await (await hydrated(page.getByRole('button', { name: 'New team' }))).click()
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(dialog(page).getByText('Team name is required')).toBeVisible()
    await dialog(page).getByLabel('Team name').fill('Support')
    await dialog(page).getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Team Support created')).toBeVisible()
    const team = () =>
      page.getByTestId('organization-teams').getByRole('listitem', { name: /^(Support|Customer care)$/ })
    await expect(team().getByText('No members yet.')).toBeVisible()

    await team().getByRole('button', { name: 'Rename the team Support' }).click()
    await dialog(page).getByLabel('Team name').fill('Customer care')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Team renamed to Customer care')).toBeVisible()

    await team().getByRole('button', { name: 'Add a member to Customer care' }).click()
    await dialog(page)
      .getByLabel('Member')
      .selectOption({ label: `${mateName} (${mateEmail})` })
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByText(`${mateName} added to Customer care`)).toBeVisible()
    await team().getByRole('button', { name: 'Add a member to Customer care' }).click()
    await dialog(page)
      .getByLabel('Member')
      .selectOption({ label: `${owner.name} (${owner.email})` })
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByText(`${owner.name} added to Customer care`)).toBeVisible()
    await expect(team().getByRole('listitem')).toHaveCount(2)
    // Everyone in the team: nobody left to add.
    await expect(team().getByRole('button', { name: 'Add a member to Customer care' })).toHaveCount(0)

    // The member sees the team and its members, without the team actions.
    await mate.page.reload()
    const mateTeam = mate.page.getByTestId('organization-teams').getByRole('listitem', { name: 'Customer care' })
    await expect(mateTeam.getByText(mateName)).toBeVisible()
    await expect(mate.page.getByRole('button', { name: 'New team' })).toHaveCount(0)
    await expect(mateTeam.getByRole('button')).toHaveCount(0)
    await mate.context.close()

    await team()
      .getByRole('button', { name: `Remove ${mateName} from Customer care` })
      .click()
    await confirm(page, 'Remove from the team')
    await expect(page.getByText(`${mateName} removed from Customer care`)).toBeVisible()
    await expect(team().getByRole('listitem')).toHaveCount(1)

    await team().getByRole('button', { name: 'Delete the team Customer care' }).click()
    await confirm(page, 'Delete the team')
    await expect(page.getByText('Team Customer care deleted')).toBeVisible()
    await expect(page.getByText('No teams yet.')).toBeVisible()
  })

  test('/manager: an admin sees every organization with its members and deletes one', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const owner = await otherPersonBrowser(browser, baseURL)
    const ownerAccount = await signInNewAccount(owner.page, 'managed-owner')
    const organization = uniqueName('Managed')
    await createOrganization(owner.page, organization)

    await signIn(page, admin.email)
    await page.goto('/manager')
    await (
      await hydrated(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Organizations' }))
    ).click()
    await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible()
    await page.getByPlaceholder('Search...').fill(organization)
    await expect(page).toHaveURL(/searchTerm=/)
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(organization) })
      .click()
    await expect(page.getByRole('heading', { name: organization, level: 1 })).toBeVisible()
    const row = members(page).getByRole('listitem').filter({ hasText: ownerAccount.email })
    await expect(row.getByText('Owner', { exact: true })).toBeVisible()
    await expect(row.getByRole('link')).toHaveAttribute('href', /\/manager\/users\//)

    await (await hydrated(page.getByRole('button', { name: 'Delete', exact: true }))).click()
    await confirm(page, 'Delete')
    await expect(page.getByText(`Organization ${organization} deleted`)).toBeVisible()
    await expect(page).toHaveURL(/\/manager\/organizations/)

    // Gone for its owner too.
    await owner.page.reload()
    await expect(owner.page.getByText('This organization could not be found')).toBeVisible()
    await owner.context.close()
  })

  test('sign-in domains, single sign-on and directory sync: an owner claims a domain, an admin vouches for it, the owner connects a provider, a colleague signs in through it, the directory provisions then deactivates them, the owner removes everything', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000)
    // The organisation's identity provider (oauth2-mock-server), which the server may reach (SSO_TRUSTED_ORIGINS):
    // started here, the only test that uses its fixed port.
    await using identityProvider = await OidcProvider.start(ports.identityProvider)
    await signInNewAccount(page, 'domain-owner')
    const organizationId = await createOrganization(page, uniqueName('Domains'))
    const domains = page.getByTestId('organization-domains')
    await expect(page.getByText('No domain yet.')).toBeVisible()

    // Checked in the browser first, then by the server: nothing is claimed either time.
    await (await hydrated(page.getByRole('button', { name: 'Add the domain' }))).click()
    await dialog(page).getByLabel('Domain').fill('not a domain')
    await dialog(page).getByRole('button', { name: 'Add the domain' }).click()
    await expect(dialog(page).getByText('Enter a domain such as example.com')).toBeVisible()
    await dialog(page).getByLabel('Domain').fill('Gmail.com')
    await dialog(page).getByRole('button', { name: 'Add the domain' }).click()
    await expect(page.getByText(/This is a public mail provider's domain/)).toBeVisible()
    const domain = `e2e-${Math.random().toString(36).slice(2, 8)}.example.org`
    await dialog(page).getByLabel('Domain').fill(`https://${domain.toUpperCase()}/`)
    await dialog(page).getByRole('button', { name: 'Add the domain' }).click()
    await expect(page.getByText(`${domain} added: publish its TXT record, then verify it`)).toBeVisible()
    const row = domains.getByRole('listitem').filter({ hasText: domain })
    await expect(row.getByText('Not verified')).toBeVisible()
    await expect(row.getByText(`_threshold-verification.${domain}`)).toBeVisible()
    await expect(row.getByText(/^threshold-verification=[\w-]{32}$/)).toBeVisible()

    // Nothing is published at that name: the owner reads where the record is expected.
    await row.getByRole('button', { name: `Verify ${domain}` }).click()
    await expect(page.getByText(`The TXT record was not found at _threshold-verification.${domain}.`)).toBeVisible()
    await expect(row.getByText('Not verified')).toBeVisible()

    // A product admin vouches for it from the manager area (the organisation proved it another way).
    const manager = await otherPersonBrowser(browser, baseURL)
    await signIn(manager.page, admin.email)
    await manager.page.goto(`/manager/organizations/${organizationId}`)
    const managed = manager.page.getByTestId('organization-domains').getByRole('listitem').filter({ hasText: domain })
    await (await hydrated(managed.getByRole('button', { name: `Mark verified: ${domain}` }))).click()
    await confirm(manager.page, 'Mark verified')
    await expect(manager.page.getByText(`${domain} is verified`)).toBeVisible()
    await expect(managed.getByText('Verified by an administrator')).toBeVisible()
    await manager.context.close()

    await page.reload()
    await expect(row.getByText('Verified by an administrator')).toBeVisible()
    await expect(row.getByRole('button', { name: `Verify ${domain}` })).toHaveCount(0)
    await expect(row.getByText(`_threshold-verification.${domain}`)).toHaveCount(0)

    // The provider: the redirect URI to register there first, then what it gives back.
    const sso = page.getByRole('region', { name: 'Single sign-on' })
    await expect(sso.getByTestId('sso-redirect-uri')).toContainText(
      `${baseURL}/api/auth/sso/callback/org-${organizationId}`,
    )
    await (await hydrated(sso.getByLabel('Issuer URL'))).fill('not a url')
    await sso.getByLabel('Client ID').fill('threshold-e2e')
    await sso.getByLabel('Client secret').fill('threshold-e2e-secret')
    await sso.getByRole('button', { name: 'Connect the provider' }).click()
    await expect(sso.getByText('Enter a URL such as https://sso.example.com')).toBeVisible()
    await sso.getByLabel('Issuer URL').fill(identityProvider.issuer)
    await sso.getByRole('button', { name: 'Connect the provider' }).click()
    await expect(page.getByText('The identity provider is connected')).toBeVisible()
    await expect(sso.getByTestId('sso-provider')).toContainText(identityProvider.issuer)
    await expect(sso.getByTestId('sso-provider')).toContainText('threshold-e2e')
    await expect(sso).not.toContainText('threshold-e2e-secret')
    await sso.getByRole('button', { name: 'Test the connection' }).click()
    await expect(sso.getByRole('list', { name: 'Connection test results' }).getByRole('listitem')).toHaveText([
      `The discovery document was read at ${identityProvider.issuer}.`,
      'The provider publishes its signing keys (1).',
      'The provider accepts the client ID and secret.',
    ])
    // Admins decided by the provider's groups: named here, kept after a reload.
    const adminGroup = sso.getByTestId('sso-admin-group')
    await adminGroup.getByRole('textbox', { name: 'Admins’ group at the provider' }).fill('threshold-admins')
    await adminGroup.getByRole('button', { name: 'Save the group' }).click()
    await expect(page.getByText('The admins’ group is saved')).toBeVisible()

    // A colleague at the domain types their address, reads where they are going, and comes back signed in, a member.
    const colleague = await otherPersonBrowser(browser, baseURL)
    const email = `colleague-${Math.random().toString(36).slice(2, 8)}@${domain}`
    identityProvider.signInAs({ sub: `sub-${email}`, email, name: 'Colleague At Acme' })
    await colleague.page.goto('/login?redirect=%2Fapp%2Forganizations')
    await colleague.page.getByLabel('Email').fill(email)
    await colleague.page.getByRole('button', { name: 'Send me a code' }).click()
    await expect(colleague.page).toHaveURL(/\/login\/sso\?/)
    const organizationName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await expect(colleague.page.getByRole('heading', { name: `Sign in with ${organizationName}` })).toBeVisible()
    await expect(colleague.page.getByText(new URL(identityProvider.issuer).host)).toBeVisible()
    // On a phone, in Arabic, a long organisation name and address wrap: nothing is wider than the screen.
    const ssoPage = colleague.page.url()
    await colleague.page.setViewportSize({ width: 390, height: 800 })
    await colleague.page.goto(`${ssoPage}&lng=ar`)
    await expect(colleague.page.getByRole('heading', { name: `تسجيل الدخول عبر ${organizationName}` })).toBeVisible()
    expect(await colleague.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await colleague.page.goto(`${ssoPage}&lng=en`)
    await colleague.page.getByRole('link', { name: `Continue to ${organizationName}'s sign-in` }).click()
    await expect(colleague.page).toHaveURL(/\/app\/organizations$/)
    await expect(colleague.page.getByRole('link', { name: organizationName })).toBeVisible()

    // The directory (SCIM): the owner makes a token, shown once; the directory, as Okta and Entra ID call it, links
    // the colleague, puts them in a group that becomes a team, then deactivates them: their browser is signed out.
    const directory = page.getByRole('region', { name: 'Directory sync (SCIM)' })
    await expect(directory.getByTestId('scim-base-url')).toContainText(`${baseURL}/api/auth/scim/v2`)
    await (await hydrated(directory.getByRole('button', { name: 'Create a token' }))).click()
    const token = (await directory.getByTestId('scim-new-token').locator('[dir=ltr]').textContent()) ?? ''
    expect(token).toMatch(/^scim_[\w-]{43}$/)
    await expect(directory.getByTestId('scim-token')).toContainText(token.slice(0, 12))
    // On a phone, in Arabic, the base URL and the token list wrap: nothing is wider than the screen.
    const organizationPage = page.url()
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(`${organizationPage}?lng=ar`)
    await expect(page.getByRole('region', { name: 'مزامنة الدليل (SCIM)' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await page.goto(`${organizationPage}?lng=en`)
    await page.setViewportSize({ width: 1280, height: 720 })
    const scim = async (method: string, path: string, data?: object) => {
      const response = await request.fetch(`${baseURL}/api/auth/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        data,
      })
      return { status: response.status(), body: response.status() === 204 ? null : await response.json() }
    }
    const provisioned = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      name: { givenName: 'Colleague', familyName: 'From The Directory' },
      emails: [{ primary: true, value: email, type: 'work' }],
      active: true,
    })
    expect(provisioned.status).toBe(201)
    const groupName = uniqueName('Directory group')
    const group = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: groupName,
      members: [{ value: provisioned.body.id }],
    })
    expect(group.status).toBe(201)
    await page.reload()
    await expect(page.getByTestId('organization-teams')).toContainText(groupName)
    await expect(members(page)).toContainText('Colleague From The Directory')
    const deactivated = await scim('PATCH', `/Users/${provisioned.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    })
    expect(deactivated).toMatchObject({ status: 200, body: { active: false } })
    await colleague.page.reload()
    await expect(colleague.page).toHaveURL(/\/login/)
    await colleague.context.close()
    await page.reload()
    await expect(members(page)).not.toContainText('Colleague From The Directory')
    await expect(directory.getByTestId('scim-token')).toContainText('Last used')
    await (await hydrated(directory.getByRole('button', { name: 'Revoke' }))).click()
    await confirm(page, 'Revoke the token')
    await expect(page.getByText('The token is revoked')).toBeVisible()
    expect((await scim('GET', '/Users')).status).toBe(401)

    // The owner's own security activity shows the connection.
    await page.goto('/app/account/activity')
    await expect(
      page.getByText(`You connected the identity provider ${identityProvider.issuer} to ${organizationName}`),
    ).toBeVisible()
    await page.goBack()

    // Required: the sign-in page no longer offers a code for the domain.
    await (await hydrated(sso.getByRole('button', { name: 'Require single sign-on' }))).click()
    await confirm(page, 'Require single sign-on')
    await expect(page.getByText('Single sign-on is now required')).toBeVisible()
    await expect(sso.getByTestId('sso-policy')).toContainText('Required')
    const another = await otherPersonBrowser(browser, baseURL)
    await another.page.goto('/login')
    await another.page.getByLabel('Email').fill(`another@${domain}`)
    await another.page.getByRole('button', { name: 'Send me a code' }).click()
    await expect(
      another.page.getByText(`${organizationName} requires signing in through its identity provider.`),
    ).toBeVisible()
    await expect(another.page.getByRole('button', { name: 'Send me a code instead' })).toHaveCount(0)
    await another.context.close()

    await (await hydrated(sso.getByRole('button', { name: 'Remove the provider' }))).click()
    await confirm(page, 'Remove the provider')
    await expect(page.getByText('The identity provider is removed')).toBeVisible()
    await expect(sso.getByLabel('Issuer URL')).toBeVisible()
    await (await hydrated(row.getByRole('button', { name: `Remove ${domain}` }))).click()
    await confirm(page, 'Remove the domain')
    await expect(page.getByText(`${domain} removed`)).toBeVisible()
    await expect(page.getByText('No domain yet.')).toBeVisible()
    await expect(sso.getByText('Verify a sign-in domain first', { exact: false })).toBeVisible()
  })

  test('SAML single sign-on: an owner gives the provider’s metadata URL and tests it, a colleague at the domain signs in through it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    // On the port the server is told it may reach (SSO_TRUSTED_ORIGINS): it reads the metadata there.
    await using samlProvider = await SamlProvider.start(ports.samlProvider)
    await signIn(page, admin.email)
    const organizationName = uniqueName('SAML')
    const organizationId = await createOrganization(page, organizationName)
    // The domain claimed and vouched for over HTTP: the pages that do it are the test above's subject.
    const domain = `saml-${Math.random().toString(36).slice(2, 8)}.example.org`
    const cookie = await cookieHeaderOf(page.context())
    const call = (name: string, data: unknown) => serverFunctionResult<{ id: string }>(baseURL!, cookie, name, data)
    const claimed = await call('claimOrganizationDomain', { organizationId, domain })
    await call('markOrganizationDomainVerified', { organizationId, domainId: claimed.id })
    await page.reload()

    const sso = page.getByRole('region', { name: 'Single sign-on' })
    await (await hydrated(sso.getByText('Use SAML 2.0 instead'))).click()
    const registration = sso.getByTestId('sso-saml-registration')
    await expect(registration).toContainText(`${baseURL}/api/auth/sso/saml2/sp/acs/org-${organizationId}`)
    await expect(registration).toContainText(
      `${baseURL}/api/auth/sso/saml2/sp/metadata?providerId=org-${organizationId}`,
    )
    const form = sso.getByRole('form', { name: 'Connect a SAML 2.0 provider' })
    await form.getByRole('button', { name: 'Connect the provider' }).click()
    await expect(form.getByText('Enter the metadata URL or paste the metadata XML', { exact: false })).toBeVisible()
    await form.getByLabel('Identity provider metadata URL').fill(samlProvider.entityId)
    await form.getByRole('button', { name: 'Connect the provider' }).click()
    await expect(page.getByText('The identity provider is connected')).toBeVisible()
    await expect(sso.getByTestId('sso-provider')).toContainText(samlProvider.entityId)
    await expect(sso.getByTestId('sso-provider')).toContainText('SAML 2.0')
    // The test provider's certificate lasts a day: the owner is told to replace it soon.
    await sso.getByRole('button', { name: 'Test the connection' }).click()
    const results = sso.getByRole('list', { name: 'Connection test results' })
    await expect(results.locator('[data-outcome="warning"]')).toContainText('The signing certificate expires on')
    await expect(results.locator('[data-outcome="passed"]')).toHaveText(
      `The single sign-on URL at ${new URL(samlProvider.ssoUrl).host} answers.`,
    )

    // A colleague types their address, is sent to the provider, which posts its signed answer back: signed in, a member.
    const colleague = await otherPersonBrowser(browser, baseURL)
    const email = `colleague-${Math.random().toString(36).slice(2, 8)}@${domain}`
    samlProvider.signInAs({ email, name: 'Colleague Through SAML' })
    await colleague.page.goto('/login?redirect=%2Fapp%2Forganizations')
    await colleague.page.getByLabel('Email').fill(email)
    await colleague.page.getByRole('button', { name: 'Send me a code' }).click()
    await expect(colleague.page).toHaveURL(/\/login\/sso\?/)
    await expect(colleague.page.getByText(new URL(samlProvider.ssoUrl).host)).toBeVisible()
    await colleague.page.getByRole('link', { name: `Continue to ${organizationName}'s sign-in` }).click()
    await expect(colleague.page).toHaveURL(/\/app\/organizations$/)
    await expect(colleague.page.getByRole('link', { name: organizationName })).toBeVisible()
    await colleague.context.close()
    await page.reload()
    await expect(members(page)).toContainText('Colleague Through SAML')

    // Sign-ins started at the provider's portal: refused until the owner allows them.
    const portalUser = `portal-${Math.random().toString(36).slice(2, 8)}@${domain}`
    samlProvider.signInAs({ email: portalUser, name: 'Colleague From The Portal' })
    const portalLink = samlProvider.portalUrl(
      `${baseURL}/api/auth/sso/saml2/sp/metadata?providerId=org-${organizationId}`,
      `${baseURL}/api/auth/sso/saml2/sp/acs/org-${organizationId}`,
    )
    const fromPortal = await otherPersonBrowser(browser, baseURL)
    await fromPortal.page.goto(portalLink)
    await expect(fromPortal.page).toHaveURL(/\/login\/error\?/)
    await expect(fromPortal.page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong')
    const setting = sso.getByTestId('sso-idp-initiated')
    await expect(setting).toContainText('Started at the provider: refused')
    await setting.getByRole('button', { name: 'Allow sign-ins started at the provider' }).click()
    await confirm(page, 'Allow sign-ins started at the provider')
    await expect(page.getByText('Sign-ins started at the provider are allowed')).toBeVisible()
    await expect(setting).toContainText('Started at the provider: allowed')
    await fromPortal.page.goto(portalLink)
    await expect(fromPortal.page).toHaveURL(/\/app$/)
    await fromPortal.context.close()

    // On a phone in Arabic, the provider's settings (long labels among them) fit the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${page.url().split('?')[0]}?lng=ar`)
    await expect(page.getByTestId('sso-idp-initiated').getByRole('button')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('webhooks: an owner adds an endpoint, its secret shown once, sends a test event the receiver verifies, reads the log, redelivers, removes it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const receiver = await startWebhookReceiver()
    try {
      await signInNewAccount(page, 'hooks-owner')
      await createOrganization(page, uniqueName('Hooks'))
      const webhooks = page.getByRole('region', { name: 'Webhooks' })
      await (await hydrated(webhooks.getByRole('button', { name: 'Add an endpoint' }))).click()
      // Checked before anything is sent.
      await dialog(page).getByRole('button', { name: 'Add the endpoint' }).click()
      await expect(dialog(page).getByText("Enter the receiver's address, starting with https://")).toBeVisible()
      await expect(dialog(page).getByText('Choose at least one event')).toBeVisible()
      await dialog(page).getByLabel('Endpoint URL').fill(`${receiver.url}/threshold`)
      await dialog(page).getByLabel('member.added').check()
      await dialog(page).getByRole('button', { name: 'Add the endpoint' }).click()

      const secret = (await webhooks.getByTestId('webhook-new-secret').locator('[dir=ltr]').textContent()) ?? ''
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
      const endpoint = webhooks.getByTestId('webhook-endpoint')
      await expect(endpoint).toContainText(`${receiver.url}/threshold`)
      await expect(endpoint).toContainText('Nothing delivered yet')

      await endpoint.getByRole('button', { name: 'Send a test event' }).click()
      await expect(page.getByText('Test event sent')).toBeVisible()
      const [request] = await receiver.waitFor(1)
      const event = new Webhook(secret).verify(request!.body, request!.headers) as { type: string }
      expect(event.type).toBe('webhook.test')
      await expect(endpoint.getByTestId('webhook-delivery')).toContainText('Delivered')
      await expect(endpoint.getByTestId('webhook-delivery')).toContainText('HTTP 204')

      await endpoint.getByRole('button', { name: 'Redeliver' }).click()
      const [, again] = await receiver.waitFor(2)
      expect(again!.headers['webhook-id']).toBe(request!.headers['webhook-id'])
      // The log follows the new attempt to its outcome.
      await expect(endpoint.getByTestId('webhook-delivery')).toContainText('HTTP 204')

      await endpoint.getByRole('button', { name: 'Remove' }).click()
      await confirm(page, 'Remove the endpoint')
      await expect(page.getByText('Endpoint removed')).toBeVisible()
      await expect(webhooks.getByTestId('webhook-endpoint')).toHaveCount(0)
    } finally {
      await receiver.close()
    }
  })

  test('a user cannot open the manager organizations', async ({ page }) => {
    await signInNewAccount(page, 'not-a-manager', '/login?redirect=%2Fapp')
    const response = await page.goto('/manager/organizations')
    expect(response?.status()).toBe(403)
  })
})

/** Follows an invitation link in a fresh browser as the invited address: signs in (a new account), names it, lands back on the invitation. */
async function openInvitationAsNewAccount(page: Page, email: string, link: string) {
  const path = new URL(link).pathname
  await signIn(page, email, { startAt: path })
  await expect(page).toHaveURL(/\/onboarding/)
  const name = uniqueName('Invitee')
  await (await hydrated(page.getByLabel('Name', { exact: true }))).fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(path)
  return name
}
