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
  // The trace is the browser's: the page signed in on may paint or load a module of its own meanwhile. The page's
  // frame is the one that parsed this document (the document's own request is not always in the trace).
  const parses = trace.traceEvents.filter((event) => event.name === 'ParseHTML')
  const parsed = parses.find((event) => pathOf(event.args.beginData?.url) === '/manager/users')
  const ofThisPage = (event: TraceEvent) =>
    (event.args.data ?? event.args.beginData)?.frame === parsed?.args.beginData?.frame

  const modules = trace.traceEvents.filter(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      ofThisPage(event) &&
      /^\/assets\/.+\.js$/.test(pathOf(event.args.data?.url)),
  )
  const firstPaint =
    parsed && trace.traceEvents.find((event) => event.name === 'Paint' && ofThisPage(event) && event.ts > parsed.ts)
  // What the trace held, in milliseconds after the HTML's parse began: a failure says which step came early.
  const since = (event: TraceEvent) => Math.round((event.ts - (parsed?.ts ?? 0)) / 1000)
  const timeline = JSON.stringify({
    paints: trace.traceEvents.filter((event) => event.name === 'Paint' && ofThisPage(event)).map(since),
    modules: modules.map(since),
  })
  const parsedDocuments = JSON.stringify(parses.map((event) => event.args.beginData?.url))
  expect(parsed, `the page's HTML parsed in the trace, among ${parsedDocuments}`).toBeDefined()
  expect(firstPaint, timeline).toBeDefined()
  expect(modules.length, timeline).toBeGreaterThan(3)
  expect(Math.min(...modules.map((event) => event.ts)), timeline).toBeGreaterThan(firstPaint!.ts)
})

test('the HTML sent holds no module preload and no module script', async ({ page, baseURL }) => {
  await signIn(page, admin.email)
  const response = await page.request.get(`${baseURL}/manager/users`)
  const html = await response.text()
  expect(html).toContain('/assets/')
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/)
  expect(html).not.toMatch(/<script[^>]+type="module"/)
})
