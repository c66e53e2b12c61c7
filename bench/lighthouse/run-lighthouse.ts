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

/**
 * One Lighthouse run of `url` with its default (mobile) preset: a phone-sized screen, simulated slow 4G and a
 * CPU slowed down to a mid-range phone's. A fresh Chromium per run, so that no cache or process state carries over from the last one.
 * `categories`: those measured (all three unless told). `cookie`: the session, put in the browser's cookie jar as a signed-in visitor's browser holds it (an extra
 * Cookie header would be replaced by the jar's cookies as soon as the page sets one, e.g. its language).
 */
export async function runLighthouse(
  url: string,
  { cookie, categories = allCategories }: { cookie?: string; categories?: readonly Category[] },
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, cookie, categories)
    } catch (error) {
      // A trace that failed to record (NO_NAVSTART, NO_FCP on a starved machine): Lighthouse's advice is to run again.
      if (!(error instanceof LighthouseRuntimeError) || attempt === maxAttempts) throw error
      process.stdout.write(`  ${error.message}: running it again\n`)
    }
  }
}

/** NO_NAVSTART came twice in a row once on a quiet machine: a third attempt costs little. */
const maxAttempts = 3

/**
 * The phone the budgets hold for: a mid-range one, the benchmark index of DevTools' "mid-tier mobile" calibration
 * (a Pixel 5). The mobile preset slows the CPU 4 times, which emulates that phone on a desktop of index 4,000 only.
 */
const MID_RANGE_PHONE_INDEX = 1_000

/**
 * How much slower than this machine, now, a mid-range phone is: Lighthouse's own benchmark, run in the browser
 * about to measure. Shared virtual machines swing between runs (index 1,800 to 3,400 on one of them within minutes),
 * and a fixed 4x would emulate a phone up to twice as slow as the one aimed at on a slow run.
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

async function runOnce(url: string, cookie: string | undefined, categories: readonly Category[]): Promise<Result> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags, // Puppeteer adds --headless
  })
  try {
    if (cookie) await browser.setCookie(...cookiesFromHeader(cookie, new URL(url).origin))
    const cpuSlowdownMultiplier = await cpuSlowdownForMidRangePhone(browser)
    const page = await browser.newPage()
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (result.lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await browser.close()
  }
}
