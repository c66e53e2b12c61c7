import lighthouse, { type Result } from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumFlags } from '../../e2e/fixtures/chromium-flags'

/** A Cookie header ("a=1; b=2") as the cookies of the browser's jar for `baseUrl`. */
export function cookiesFromHeader(header: string, baseUrl: string) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=')
      if (separator < 1) throw new Error(`Not a cookie: ${pair}`)
      return {
        name: pair.slice(0, separator),
        value: pair.slice(separator + 1),
        domain: new URL(baseUrl).hostname,
        path: '/',
      }
    })
}

export const allCategories = ['performance', 'accessibility', 'best-practices'] as const
type Category = (typeof allCategories)[number]

/** Lighthouse loaded the page but could not measure it (its result carries a runtimeError). */
class LighthouseRuntimeError extends Error {}

/** NO_NAVSTART came twice in a row once on a quiet machine: a third attempt costs little. */
const maxAttempts = 3

/**
 * The phone the budgets hold for: a mid-range one, the benchmark index of DevTools' "mid-tier mobile" calibration
 * (a Pixel 5). The mobile preset slows the CPU 4 times, which emulates that phone on a desktop of index 4,000 only.
 */
const MID_RANGE_PHONE_INDEX = 1_000

/**
 * How much slower than a machine of `benchmarkIndex` a mid-range phone is. Shared virtual machines swing between
 * runs (index 1,800 to 3,400 on one of them within minutes), and a fixed 4x would emulate a phone up to twice as slow
 * as the one aimed at on a slow run.
 */
const cpuSlowdownForMidRangePhone = (benchmarkIndex: number) => Math.max(1, benchmarkIndex / MID_RANGE_PHONE_INDEX)

/** Lighthouse's own CPU benchmark, run in `browser`. */
async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await page.close()
  }
}

/**
 * A Chromium that measures one page, run after run, with Lighthouse's default (mobile) preset: a phone-sized screen,
 * simulated slow 4G and a CPU slowed down to a mid-range phone's. Lighthouse empties the browser's cache and the
 * origin's storage (not its cookies) before each run, so no run serves another from its cache. The first run's CPU
 * slowdown comes from a benchmark run before it; each later one from the benchmark Lighthouse ran in the run before,
 * moments earlier in the same browser.
 * `cookie`: the session, put in the browser's cookie jar as a signed-in visitor's browser holds it (an extra Cookie
 * header would be replaced by the jar's cookies as soon as the page sets one, e.g. its language).
 */
export async function openMeasuringBrowser(origin: string, cookie?: string) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags, // Puppeteer adds --headless
  })
  let benchmarkIndex: number
  try {
    if (cookie) await browser.setCookie(...cookiesFromHeader(cookie, origin))
    benchmarkIndex = await measureBenchmarkIndex(browser)
  } catch (error) {
    await browser.close()
    throw error
  }

  /** One run of `url`; `categories`: those measured (all three unless told). */
  async function measure(url: string, categories: readonly Category[] = allCategories): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await runOnce(browser, url, categories, cpuSlowdownForMidRangePhone(benchmarkIndex))
        benchmarkIndex = result.environment.benchmarkIndex
        return result
      } catch (error) {
        // A trace that failed to record (NO_NAVSTART, NO_FCP on a starved machine): Lighthouse's advice is to run again.
        if (!(error instanceof LighthouseRuntimeError) || attempt === maxAttempts) throw error
        process.stdout.write(`  ${error.message}: running it again\n`)
      }
    }
  }

  return { measure, close: () => browser.close() }
}

async function runOnce(
  browser: Browser,
  url: string,
  categories: readonly Category[],
  cpuSlowdownMultiplier: number,
): Promise<Result> {
  const page = await browser.newPage()
  try {
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        // Neither counts in a score: the screenshot of the whole page (a second each run) and the back/forward cache
        // check (a navigation away and back).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await page.close()
  }
}
