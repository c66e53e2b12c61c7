import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database, DatabaseOrTransaction, Transaction } from './client'

const openTransaction = new AsyncLocalStorage<Transaction>()

/**
 * The database as better-auth's adapter is given it: each transaction the adapter opens (creating a user with
 * its account, consuming a code, a SCIM request) is remembered for the code it runs, so that hooks called
 * inside can read and write through it with `databaseInScope`.
 */
export function withTransactionScope(db: Database): Database {
  const transaction: Database['transaction'] = (run, config) =>
    db.transaction((tx) => openTransaction.run(tx, () => run(tx)), config)
  return Object.create(db, { transaction: { value: transaction } }) as Database
}

/**
 * The transaction better-auth has open around the caller, else the database. On the embedded PGlite a query
 * sent outside an open transaction waits for it to end: a hook running inside one must go through it.
 */
export function databaseInScope(db: Database): DatabaseOrTransaction {
  return openTransaction.getStore() ?? db
}

/** The transaction better-auth has open around the caller, if any. */
export function transactionInScope(): Transaction | undefined {
  return openTransaction.getStore()
}
