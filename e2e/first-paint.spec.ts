import { admin, expect, hydrated, signIn, test } from './fixtures/test'

interface TraceEvent {
  name: string
  ts: number
  args: { data?: { url?: string; frame?: string }; beginData?: { url?: string; frame?: string } }
}

const pathOf = (url = '') => (URL.canParse(url) ? new URL(url).pathname : '')

/**
 * A signed-in page paints from its HTML and stylesheet alone, then asks for the application's modules
 * (docs/decisions/034-modules-after-first-paint.md): none of them shares the connection with what the
 * first paint needs, and the page still hydrates.
 */
test('a signed-in page asks for its modules only once it has painted, then hydrates', async ({ page, browser }) => {
  await signIn(page, admin.email)
  const fresh = await page.context().newPage()
  await browser.startTracing(fresh, { categories: ['devtools.timeline'] })
  await fresh.goto('/manager/users')
  await hydrated(fresh.getByRole('searchbox'))
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  // The trace is the browser's: the page signed in on may paint or load a module of its own meanwhile. The frame is
  // named by its DevTools id (the document's own request is not always in the trace).
  const { frameTree } = await (await page.context().newCDPSession(fresh)).send('Page.getFrameTree')
  const ofThisPage = (event: TraceEvent) => (event.args.data ?? event.args.beginData)?.frame === frameTree.frame.id

  const parsed = trace.traceEvents.find(
    (event) =>
      event.name === 'ParseHTML' && ofThisPage(event) && pathOf(event.args.beginData?.url) === '/manager/users',
  )
  const modules = trace.traceEvents.filter(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      ofThisPage(event) &&
      /^\/assets\/.+\.js$/.test(pathOf(event.args.data?.url)),
  )
  const firstPaint = trace.traceEvents.find(
    (event) => event.name === 'Paint' && ofThisPage(event) && event.ts > parsed!.ts,
  )
  expect(parsed, "the page's HTML parsed in the traced frame").toBeDefined()
  expect(firstPaint).toBeDefined()
  expect(modules.length).toBeGreaterThan(3)
  expect(Math.min(...modules.map((event) => event.ts))).toBeGreaterThan(firstPaint!.ts)
})

test('the HTML sent holds no module preload and no module script', async ({ page, baseURL }) => {
  await signIn(page, admin.email)
  const response = await page.request.get(`${baseURL}/manager/users`)
  const html = await response.text()
  expect(html).toContain('/assets/')
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/)
  expect(html).not.toMatch(/<script[^>]+type="module"/)
})
