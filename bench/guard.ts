/**
 * npm run bench:guard: the production build in .output against the build of the baseline commit recorded in
 * docs/benchmarks/baseline.json, side by side in interleaved bursts (bench/lib/compare-builds.ts). Fails when a case's
 * median req/s fell, or its CPU per request rose, by more than 25%, in a run and in the one that checks it
 * (decision 069); it then profiles the current build through one more round and saves the profile in
 * bench-results/. `-- --record` makes the current commit the baseline instead (commit the file it writes).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildAtCommit } from './lib/baseline-build'
import { compareBuilds, comparisonTable, regressions } from './lib/compare-builds'
import { summariseCpuProfile } from './lib/cpu-profile'
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
const PROFILE_DIR = 'bench-results/guard-profile'

const compare = (options: { rounds: number; profileDirOfB?: string }) =>
  compareBuilds({
    builds: [baseline, '.output'],
    burst: 2,
    connections: 20,
    port: 3310,
    onRound: (round) => print(`round ${round}/${options.rounds} done`),
    ...options,
  })

async function compareWithBaseline() {
  const comparisons = await compare({ rounds })
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
  await printProfileOfThisBuild()
  process.exit(1)
}
print(`Every case within ${ALLOWED_CHANGE * 100}% of the baseline ${commit.slice(0, 12)}.`)

/** Where the slower build spends its time: one more round with this build's server under --cpu-prof. */
async function printProfileOfThisBuild() {
  rmSync(PROFILE_DIR, { recursive: true, force: true })
  mkdirSync(PROFILE_DIR, { recursive: true })
  print('\nProfiling this build through one more round ...')
  await compare({ rounds: 1, profileDirOfB: PROFILE_DIR })
  const file = readdirSync(PROFILE_DIR).find((name) => name.endsWith('.cpuprofile'))
  if (!file) return print(`No CPU profile was written to ${PROFILE_DIR}`)
  const profile = summariseCpuProfile(join(PROFILE_DIR, file), 15)
  print(`CPU profile of this build's server, saved as ${join(PROFILE_DIR, file)} (shares of the busy time):`)
  for (const entry of profile.selfByFunction) print(`  ${entry.share.padStart(6)}  ${entry.name}`)
}
