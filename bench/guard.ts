/**
 * npm run bench:guard: the production build in .output against the build of the baseline commit recorded in
 * docs/benchmarks/baseline.json, side by side in interleaved bursts (bench/lib/compare-builds.ts). Fails when a case's
 * median req/s fell, or its CPU per request rose, by more than 25%, in a run and in the one that checks it
 * (decision 069). `-- --record` makes the current commit the baseline instead (commit the file it writes).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { buildAtCommit } from './lib/baseline-build'
import { compareBuilds, comparisonTable, regressions } from './lib/compare-builds'
import { machine } from './lib/report'

const BASELINE = 'docs/benchmarks/baseline.json'
const ALLOWED_CHANGE = 0.25
const print = (line = '') => process.stdout.write(`${line}\n`)

if (process.argv.includes('--record')) {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  writeFileSync(BASELINE, `${JSON.stringify({ commit, recordedAt: new Date().toISOString() }, null, 2)}\n`)
  print(`${BASELINE}: the baseline is now ${commit}`)
  process.exit(0)
}
if (!existsSync('.output/server/index.mjs')) {
  print('No production build in .output/: run npm run build first')
  process.exit(1)
}

const { commit } = JSON.parse(readFileSync(BASELINE, 'utf8')) as { commit: string }
print(`Building the baseline ${commit.slice(0, 12)} ...`)
const baseline = buildAtCommit(commit)
const rounds = 6

async function compareWithBaseline() {
  const comparisons = await compareBuilds({
    builds: [baseline, '.output'],
    rounds,
    burst: 2,
    connections: 20,
    port: 3310,
    onRound: (round) => print(`round ${round}/${rounds} done`),
  })
  print()
  print(
    `A: the baseline ${commit.slice(0, 12)}, B: this checkout's .output; ${machine().cores} cores, ${rounds} rounds of 2 s`,
  )
  print(comparisonTable(comparisons))
  print()
  return regressions(comparisons, ALLOWED_CHANGE)
}

// A run on a busy machine can put a good build's median 15% off: a slower case is measured again before it fails.
const first = await compareWithBaseline()
const failed = first.length > 0 ? await compareWithBaseline() : []
if (first.length > 0 && failed.length === 0)
  print(`Slower in the first run only (${first.join('; ')}): not confirmed by the second.`)
if (failed.length > 0) {
  print(`Slower than the baseline by more than ${ALLOWED_CHANGE * 100}%, in two runs:`)
  for (const line of failed) print(`  ${line}`)
  process.exit(1)
}
print(`Every case within ${ALLOWED_CHANGE * 100}% of the baseline ${commit.slice(0, 12)}.`)
