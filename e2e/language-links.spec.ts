import { expect, hydrated, signIn, test, user } from './fixtures/test'

/**
 * A link carrying `?lng=` keeps its language in the language cookie (decision 032), as the browser's
 * language detector would: the server sets it on every page, the sign-in pages included (they run no
 * application script, decision 021).
 */

const thirtyDaysInSeconds = 43_200 * 60

/** The page's own answer, without the browser's cookie jar: what the server sets, and in which language it renders. */
async function fetchPage(baseURL: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' })
  const html = await response.text()
  return {
    status: response.status,
    setCookies: response.headers.getSetCookie(),
    language: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
  }
}

test('/login?lng=fr keeps French in the language cookie, and the next /login is French', async ({ page, context }) => {
  const response = await page.goto('/login?lng=fr')
  expect(await response?.headerValue('set-cookie')).toBe(
    `i18next=fr; Path=/; Max-Age=${thirtyDaysInSeconds}; SameSite=Lax`,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18next')
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', httpOnly: false })
  // Max-Age counts from the answer: 43200 minutes from now, give or take the test's own run time.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(thirtyDaysInSeconds - 60)
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(thirtyDaysInSeconds)

  const next = await page.goto('/login')
  expect(await next?.headerValue('set-cookie')).toBeNull()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se connecter à Threshold')
})

test('a signed-in page opened with ?lng=ar keeps Arabic and turns the document right to left', async ({ page }) => {
  await signIn(page, user.email)
  const response = await page.goto('/app?lng=ar')
  expect(await response?.headerValue('set-cookie')).toContain('i18next=ar; Path=/; Max-Age=')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  await page.goto('/app/account')
  await hydrated(page.locator('body'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('an unknown lng sets nothing and the page falls back as before (cookie, then Accept-Language, then English)', async ({
  page,
  context,
  baseURL,
}) => {
  const response = await page.goto('/login?lng=xx')
  expect(await response?.headerValue('set-cookie')).toBeNull()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')).toBeUndefined()

  expect(await fetchPage(baseURL!, '/login?lng=xx', { cookie: 'i18next=sw', 'accept-language': 'fr' })).toMatchObject({
    setCookies: [],
    language: 'sw',
  })
  expect(await fetchPage(baseURL!, '/login?lng=xx', { 'accept-language': 'fr-FR,fr;q=0.9' })).toMatchObject({
    setCookies: [],
    language: 'fr',
  })
  expect(await fetchPage(baseURL!, '/login', { cookie: 'i18next=zz', 'accept-language': 'de' })).toMatchObject({
    setCookies: [],
    language: 'en',
  })
})

test('the cached anonymous /login carries the Set-Cookie of its own request only', async ({ baseURL }) => {
  const frenchLink = `/login?lng=fr&redirect=${encodeURIComponent(`/app/${Date.now()}`)}`
  const frenchCookie = `i18next=fr; Path=/; Max-Age=${thirtyDaysInSeconds}; SameSite=Lax`
  // The first answer is rendered (and kept), the next ones come from the cache: each carries its request's cookie.
  for (let visit = 0; visit < 3; visit++) {
    expect(await fetchPage(baseURL!, frenchLink)).toEqual({ status: 200, setCookies: [frenchCookie], language: 'fr' })
  }
  // The same link with the language cookie already set is the same cached page: the cookie is refreshed all the same.
  expect(await fetchPage(baseURL!, frenchLink, { cookie: 'i18next=fr' })).toEqual({
    status: 200,
    setCookies: [frenchCookie],
    language: 'fr',
  })

  // Plain /login, cached by other visits, never sets a cookie, whatever the visitor's language.
  for (let visit = 0; visit < 2; visit++) {
    expect(await fetchPage(baseURL!, '/login')).toEqual({ status: 200, setCookies: [], language: 'en' })
    expect(await fetchPage(baseURL!, '/login', { cookie: 'i18next=ar' })).toEqual({
      status: 200,
      setCookies: [],
      language: 'ar',
    })
  }
  // The link wins over the cookie the visitor had, and keeps its own language.
  expect(await fetchPage(baseURL!, '/login?lng=sw', { cookie: 'i18next=ar' })).toMatchObject({
    setCookies: [expect.stringMatching(/^i18next=sw;/)],
    language: 'sw',
  })
})

test('on /login?lng=fr the language switcher wins over the link', async ({ page }) => {
  await page.goto('/login?lng=fr')
  await hydrated(page.getByLabel('Langue'))
  await page.getByLabel('Langue').selectOption({ label: 'Kiswahili' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  await expect(page).not.toHaveURL(/lng=/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
})
