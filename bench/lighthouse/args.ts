import { parseArgs } from 'node:util'
import { type LighthousePage, selectPages } from './pages'

export const usage = `Usage: npm run lighthouse -- [options]

  --pages <routes>   only these pages, comma-separated routes (e.g. /login,/manager/users,/manager/users/$id)
  --runs <n>         Lighthouse runs per page; the median run is reported (default 1)
  --port <n>         port of the server under test; the SMTP sink takes the next one (default 3400)
  --build <dir>      the production build to measure (default .output, built when missing; another must exist)
  --out <dir>        where the JSON reports go (default test-results/lighthouse)
  --ci               fail on the CPU-bound budgets (performance, LCP, TBT) only past CI's floors (decision 056),
                     and take more than one run only of a page whose first comes near one (decision 082)

Starts the production build on a fresh seeded embedded database, signs in through the e-mail code flow, runs
Lighthouse's mobile preset on every page, prints a table and exits 1 when a page misses a budget (with --ci:
a budget CI fails on).`

export interface LighthouseOptions {
  pages: LighthousePage[]
  runs: number
  port: number
  build: string
  out: string
  ci: boolean
}

function wholeNumber(name: string, value: string, min: number) {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`--${name} must be a whole number >= ${min}, got ${value}`)
  return number
}

/** The options of the command line; undefined when --help asked for the usage only. */
export function parseLighthouseArgs(argv: string[]): LighthouseOptions | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      pages: { type: 'string' },
      runs: { type: 'string', default: '1' },
      port: { type: 'string', default: '3400' },
      build: { type: 'string', default: '.output' },
      out: { type: 'string', default: 'test-results/lighthouse' },
      ci: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return undefined
  return {
    pages: selectPages(values.pages),
    runs: wholeNumber('runs', values.runs, 1),
    port: wholeNumber('port', values.port, 1),
    build: values.build,
    out: values.out,
    ci: values.ci,
  }
}
