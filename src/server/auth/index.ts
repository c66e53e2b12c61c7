import { serverConfig } from '../config'
import { getDb } from '../db'
import { type Auth, createAuth } from './auth'

const state = globalThis as typeof globalThis & { thresholdAuth?: Promise<Auth> }

export function getAuth(): Promise<Auth> {
  state.thresholdAuth ??= getDb()
    .then((db) => createAuth(db, serverConfig()))
    .catch((error: unknown) => {
      state.thresholdAuth = undefined
      throw error
    })
  return state.thresholdAuth
}
