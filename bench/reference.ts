/**
 * npm run bench:reference: Threshold's /login against the same page of a TanStack Start application with nothing of
 * its own (bench/reference-start: the framework's defaults, the same versions), side by side in interleaved bursts
 * (bench/lib/compare-builds.ts). Any starter built on Start renders its pages with at least that work, so the ratios
 * are a lower bound of Threshold's lead over such a starter. Needs Threshold's production build in .output.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { compareBuilds, comparisonTable } from './lib/compare-builds'

const REFERENCE_CONFIG = 'bench/reference-start/vite.config.ts'
const REFERENCE_BUILD = 'bench/reference-start/.output'
/** What Threshold's /login must reach against the reference's, in req/s. */
const TARGETS = {
  'SSR /login (anonymous: page cache)': 5,
  'SSR /login (anonymous, br)': 5,
  'SSR /login (rendered)': 1.5,
}

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    burst: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3500' },
  },
})

if (!existsSync(`${REFERENCE_BUILD}/server/index.mjs`)) {
  const build = spawnSync('npx', ['vite', 'build', '--config', REFERENCE_CONFIG], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('The reference application did not build')
}
const comparisons = await compareBuilds({
  builds: [REFERENCE_BUILD, '.output'],
  pages: 'login',
  rounds: Number(values.rounds),
  burst: Number(values.burst),
  connections: Number(values.connections),
  port: Number(values.port),
  onRound: (round) => process.stdout.write(`round ${round}/${values.rounds} done\n`),
})
process.stdout.write(`\nA: the reference TanStack Start application, B: Threshold (.output)\n`)
process.stdout.write(`${comparisonTable(comparisons)}\n\n`)
for (const comparison of comparisons) {
  const target = TARGETS[comparison.name as keyof typeof TARGETS]
  const ratio = comparison.throughputRatio.median
  process.stdout.write(
    `${comparison.name}: ${ratio.toFixed(2)}x the reference (target ${target}x): ${ratio >= target ? 'met' : 'NOT met'}\n`,
  )
}
