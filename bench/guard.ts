/**
 * npm run bench:guard: `npm run bench` with the options the floor ratios in docs/benchmarks/floor-ratios.json were
 * recorded with, failing when a case fell by more than 25% from them (decision 067). `-- --record` records them
 * again instead. Other flags go through to bench/run.ts (e.g. `-- --out <file>`).
 */
import { spawnSync } from 'node:child_process'

const RATIOS = 'docs/benchmarks/floor-ratios.json'
const RECORDED_WITH = [
  ['--users', '10000'],
  ['--repositories', '1000'],
  ['--duration', '5'],
  ['--rounds', '3'],
  ['--cold-starts', '1'],
  ['--idle-wait', '2'],
  ['--only', 'login,manager/users,first page'],
  ['--cpu-prof'],
].flat()

const args = process.argv.slice(2)
const record = args.includes('--record')
const passedOn = args.filter((arg) => arg !== '--record')
const run = spawnSync(
  'npx',
  ['tsx', 'bench/run.ts', ...RECORDED_WITH, record ? '--record' : '--guard', RATIOS, ...passedOn],
  { stdio: 'inherit' },
)
process.exit(run.status ?? 1)
