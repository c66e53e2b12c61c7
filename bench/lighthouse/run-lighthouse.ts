import lighthouse, { type Flags, type Result } from 'lighthouse'
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js'
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

/**
 * What each run of a page measures: the first, every category and diagnostic; the others, the performance score
 * and its metrics only, the figures that vary from run to run (the full-page screenshot and the back/forward
 * cache check come after the metrics, take about two seconds and feed no budget).
 */
export function settingsOfRun(run: number) {
  return run === 1
    ? { onlyCategories: ['performance', 'accessibility', 'best-practices'] }
    : { onlyCategories: ['performance'], skipAudits: ['bf-cache'], disableFullPageScreenshot: true }
}

/** Lighthouse loaded the page but could not measure it (its result carries a runtimeError). */
class LighthouseRuntimeError extends Error {}

/**
 * The Chromium (the project's flags) that measures every page. Each run starts as in a fresh one (runOnce), so
 * that no cookie, storage or cache carries over from the last; what stays warm is the browser process itself.
 */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags, // Puppeteer adds --headless
  })
}

/**
 * `runs` Lighthouse runs of `url` with its default (mobile) preset: a phone-sized screen, simulated slow 4G and a
 * CPU slowed down to a mid-range phone's (measured once, before the first run).
 * `cookie`: the session, put in the browser's cookie jar as a signed-in visitor's browser holds it (an extra
 * Cookie header would be replaced by the jar's cookies as soon as the page sets one, e.g. its language).
 */
export async function* lighthouseRuns(
  browser: Browser,
  url: string,
  { cookie, runs }: { cookie?: string; runs: number },
) {
  const cpuSlowdownMultiplier = await cpuSlowdownForMidRangePhone(browser)
  for (let run = 1; run <= runs; run += 1) {
    const settings = { ...settingsOfRun(run), throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }
    yield await withRetries(() => runOnce(browser, url, cookie, settings))
  }
}

/** NO_NAVSTART came twice in a row once on a quiet machine: a third attempt costs little. */
const maxAttempts = 3

async function withRetries(run: () => Promise<Result>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      // A trace that failed to record (NO_NAVSTART, NO_FCP on a starved machine): Lighthouse's advice is to run again.
      if (!(error instanceof LighthouseRuntimeError) || attempt === maxAttempts) throw error
      process.stdout.write(`  ${error.message}: running it again\n`)
    }
  }
}

/**
 * The phone the budgets hold for: a mid-range one, the benchmark index of DevTools' "mid-tier mobile" calibration
 * (a Pixel 5). The mobile preset slows the CPU 4 times, which emulates that phone on a desktop of index 4,000 only.
 */
const MID_RANGE_PHONE_INDEX = 1_000

/**
 * How much slower than this machine, now, a mid-range phone is: Lighthouse's own benchmark, run in the browser
 * about to measure, before each page (its runs take half a minute). Shared virtual machines swing within minutes
 * (index 1,800 to 3,400 on one of them), and a fixed 4x would emulate a phone up to twice as slow as the one aimed
 * at on a slow run.
 */
async function cpuSlowdownForMidRangePhone(browser: Browser) {
  const page = await browser.newPage()
  try {
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex)
    return Math.max(1, index / MID_RANGE_PHONE_INDEX)
  } finally {
    await page.close()
  }
}

/** One run, in a new tab, the cookie jar holding the session only; Lighthouse clears the storage and the HTTP cache. */
async function runOnce(browser: Browser, url: string, cookie: string | undefined, settings: Flags): Promise<Result> {
  await browser.deleteCookie(...(await browser.cookies()))
  if (cookie) await browser.setCookie(...cookiesFromHeader(cookie, new URL(url).origin))
  const page = await browser.newPage()
  try {
    const result = await lighthouse(
      url,
      {
        ...settings,
        output: 'json',
        logLevel: 'error',
        // Lighthouse keeps local storage and IndexedDB by default (a returning visitor's); every run is a first visit.
        clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb'],
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
