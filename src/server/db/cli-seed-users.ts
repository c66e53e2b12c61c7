import { parseArgs } from 'node:util'
import { serverConfig } from '../config'
import { openDatabase } from './client'
import { seedUsers } from './seed-users'

// npm run db:seed-users -- --count 1000000 [--batch-size 50000]
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'batch-size': { type: 'string', default: '50000' },
  },
})
const count = Number(values.count)
const batchSize = Number(values['batch-size'])
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('Usage: npm run db:seed-users -- [--count 100000] [--batch-size 50000]')
  process.exit(1)
}

const connection = await openDatabase(serverConfig().database)
try {
  await connection.migrate()
  const started = performance.now()
  const { inserted } = await seedUsers(connection.db, {
    count,
    batchSize,
    onProgress: (done, total) => console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  })
  const seconds = (performance.now() - started) / 1000
  console.log(
    `Seeded ${inserted.toLocaleString('en')} new users (${count.toLocaleString('en')} generated in all) on ${connection.driver} in ${seconds.toFixed(1)} s`,
  )
} finally {
  await connection.close()
}
