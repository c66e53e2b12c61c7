import { serverConfig } from '../config'
import { getDb } from '../db'
import { type Auth, createAuth } from './auth'

const state = globalThis as typeof globalThis & { thresholdAuth?: Promise<Auth> }

/** The process-wide better-auth instance, created once the database is ready. */
export function getAuth(): Promise<Auth> {
  state.thresholdAuth ??= getDb()
    .then((db) => createAuth(db, serverConfig()))
    .catch((error: unknown) => {
      state.thresholdAuth = undefined
      throw error
    })
  return state.thresholdAuth
}
