import { serverConfig } from '../config'
import { openDatabase } from './client'
import { seedDemoData } from './seed'

const connection = await openDatabase(serverConfig().database)
try {
  await connection.migrate()
  await seedDemoData(connection.db)
  console.log('Demo data seeded')
} finally {
  await connection.close()
}
