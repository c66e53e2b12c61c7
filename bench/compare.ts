/**
 * npm run bench:compare -- <build A> <build B>: which of two production builds (copies of .output) serves the pages
 * faster, measured side by side in interleaved bursts (bench/lib/compare-builds.ts). A change pays when B's ratio
 * to A stays on one side of 1 in every round.
 */
import { parseArgs } from 'node:util'
import { compareBuilds, comparisonTable } from './lib/compare-builds'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '8' },
    burst: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3500' },
  },
})
if (positionals.length !== 2) {
  process.stderr.write('Usage: npm run bench:compare -- <build A> <build B> [--rounds 8] [--burst 2] [--port 3500]\n')
  process.exit(2)
}
const options = {
  builds: [positionals[0]!, positionals[1]!] as [string, string],
  rounds: Number(values.rounds),
  burst: Number(values.burst),
  connections: Number(values.connections),
  port: Number(values.port),
}
const comparisons = await compareBuilds({
  ...options,
  onRound: (round) => process.stdout.write(`round ${round}/${options.rounds} done\n`),
})
process.stdout.write(
  `\nA: ${options.builds[0]}, B: ${options.builds[1]}; ${options.rounds} rounds of ${options.burst} s bursts, ${options.connections} connections\n`,
)
process.stdout.write(`${comparisonTable(comparisons)}\n`)
