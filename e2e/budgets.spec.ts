import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { admin, expect, signIn, test } from './fixtures/test'

/**
 * First-load JavaScript budgets (issue 7), measured on the production build in a real Chromium: every
 * JavaScript file the page loads until the network is idle after hydration (the entry script, its
 * modulepreloads, the route chunks and the language files fetched once the page runs), each body gzipped
 * with node:zlib at level 9 and summed. Deterministic: sizes of the build's files, no timing.
 * Inline scripts of the HTML (the router's dehydrated state) belong to the document and are not counted.
 */
const KB = 1024

/**
 * The targets, and the ceilings CI enforces. /manager/dashboard meets its target, which is its ceiling.
 * /login's target is below what this stack's framework code alone weighs on every page (React with
 * react-dom, the router, TanStack Query and i18next bundled on their own: 112 KB gzip, before Start's client
 * and any of the product's code; README, "First-load JavaScript"), so its ceiling is about 6% above the size measured when it was set (21 November
 * 2026: 184.3 KB in 18 files): a heavy import or server code pulled into the browser bundle fails it, and
 * each saving should lower the ceiling towards the target.
 */
const budgets = {
  '/login': { target: 110 * KB, ceiling: 195 * KB },
  '/manager/dashboard': { target: 250 * KB, ceiling: 250 * KB },
} as const

/**
 * Language files are built as assets/locale-<language>-<namespace>-<hash>.js, and the chunk holding
 * react-day-picker (the date picker) has "date-picker" in its name (vite.config.ts): the names tell what
 * a page loaded.
 */
const languageFile = /\/locale-([a-z]{2,3}(?:_[A-Za-z]+)?)-/
const namespaceFile = /\/locale-[a-z]{2,3}(?:_[A-Za-z]+)?-([a-z-]+)-[\w-]{8}\.js$/
const datePickerFile = /-date-picker-[\w-]+\.js$/

interface LoadedFile {
  path: string
  bytes: number
  gzipBytes: number
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/**
 * Opens `path` and returns every same-origin JavaScript file the page loaded, gzipped, and whether the page
 * hydrated (a page that fails to start never asks for its language files: that is a failure too).
 */
async function firstLoadJavaScript(page: Page, path: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const bodies = new Map<string, Promise<Buffer | undefined>>()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== origin || !url.pathname.endsWith('.js') || bodies.has(url.pathname)) return
    bodies.set(url.pathname, response.ok() ? response.body().catch(() => undefined) : Promise.resolve(undefined))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const hydrated = await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .then(() => true)
    .catch(() => false)
  // Hydration starts the language files' requests: wait for those too.
  await page.waitForLoadState('networkidle')

  const files: LoadedFile[] = []
  for (const [file, body] of bodies) {
    const content = await body
    expect(content, `the body of ${file}`).toBeDefined()
    files.push({ path: file, bytes: content!.length, gzipBytes: gzipSync(content!, { level: 9 }).length })
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0)
  const languages = [...new Set(files.map((file) => languageFile.exec(file.path)?.[1]).filter((language) => language !== undefined))].sort()
  const namespaces = files.map((file) => namespaceFile.exec(file.path)?.[1]).filter((namespace) => namespace !== undefined).sort()
  return { files, total, languages, namespaces, hydrated, errors }
}

/** Prints the table of files and sizes (always, pass or fail), and keeps the totals as annotations of the test. */
function report(path: keyof typeof budgets, { files, total }: { files: LoadedFile[]; total: number }) {
  const { target, ceiling } = budgets[path]
  const lines = [
    `First-load JavaScript of ${path}: ${kb(total)} gzip in ${files.length} files (ceiling ${kb(ceiling)}; target ${kb(target)}: ${total <= target ? 'met' : 'not met'})`,
    `${'gzip'.padStart(10)} ${'raw'.padStart(10)}  file`,
    ...files.map((file) => `${kb(file.gzipBytes).padStart(10)} ${kb(file.bytes).padStart(10)}  ${file.path}`),
  ]
  console.log(lines.join('\n'))
  test.info().annotations.push({
    type: 'first-load JS (gzip level 9)',
    description: `${path}: ${kb(total)} in ${files.length} files; ceiling ${kb(ceiling)}, target ${kb(target)} ${total <= target ? 'met' : 'not met'}`,
  })
}

test.describe('first-load JavaScript budgets', () => {
  test('/login (anonymous): within its budget, in English only, without the date picker', async ({ page }) => {
    const loaded = await firstLoadJavaScript(page, '/login')
    report('/login', loaded)

    expect(loaded.hydrated, `/login did not start in the browser: ${loaded.errors.join('; ')}`).toBe(true)
    // English is loaded (so the file-name check really sees language files), and no other language.
    expect(loaded.languages, 'languages loaded by /login').toEqual(['en'])
    // Only the namespaces the page uses (decision 019), and no toaster before the first toast.
    expect(loaded.namespaces, 'namespaces loaded by /login').toEqual(['auth', 'auth-errors', 'common', 'errors'])
    expect(loaded.files.filter((file) => /sonner/.test(file.path)).map((file) => file.path), 'toaster files loaded by /login').toEqual([])
    expect(loaded.files.filter((file) => datePickerFile.test(file.path)).map((file) => file.path), 'date picker files loaded by /login').toEqual([])
    expect(loaded.total, `first-load JS of /login: ${kb(loaded.total)} (see the table above)`).toBeLessThanOrEqual(budgets['/login'].ceiling)
  })

  test('/manager/dashboard (admin): within its budget, in English only', async ({ page, browser, extraHTTPHeaders }) => {
    await signIn(page, admin.email)
    // A fresh context (empty cache) with the admin's cookies, so that every file counts.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: await page.context().storageState(),
      extraHTTPHeaders,
      locale: 'en-US',
    })
    try {
      const dashboard = await context.newPage()
      const loaded = await firstLoadJavaScript(dashboard, '/manager/dashboard')
      report('/manager/dashboard', loaded)

      expect(loaded.hydrated, `/manager/dashboard did not start in the browser: ${loaded.errors.join('; ')}`).toBe(true)
      await expect(dashboard.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
      expect(loaded.languages, 'languages loaded by /manager/dashboard').toEqual(['en'])
      expect(loaded.total, `first-load JS of /manager/dashboard: ${kb(loaded.total)} (see the table above)`).toBeLessThanOrEqual(
        budgets['/manager/dashboard'].ceiling,
      )
    } finally {
      await context.close()
    }
  })
})
