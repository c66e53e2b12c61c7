import { serverConfig } from '../config'
import { openDatabase } from './client'

const connection = await openDatabase(serverConfig().database)
try {
  await connection.migrate()
  console.log('Migrations applied')
} finally {
  await connection.close()
}
