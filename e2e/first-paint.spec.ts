import { admin, expect, hydrated, signIn, test } from './fixtures/test'

interface TraceEvent {
  name: string
  ts: number
  args: { data?: { url?: string; frame?: string } }
}

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

  const requested = (pattern: RegExp) =>
    trace.traceEvents.filter(
      (event) =>
        event.name === 'ResourceSendRequest' && pattern.test(new URL(event.args.data?.url ?? 'about:blank').pathname),
    )
  const [documentRequest] = requested(/^\/manager\/users$/)
  // The trace is the browser's: the page signed in on may paint or load a module of its own meanwhile.
  const ofThisPage = (event: TraceEvent) => event.args.data?.frame === documentRequest?.args.data?.frame
  const modules = requested(/^\/assets\/.+\.js$/).filter(ofThisPage)
  const firstPaint = trace.traceEvents.find(
    (event) => event.name === 'Paint' && ofThisPage(event) && event.ts > documentRequest!.ts,
  )
  expect(documentRequest?.args.data?.frame).toBeTruthy()
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
