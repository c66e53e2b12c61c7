import { randomUUID } from 'node:crypto'
import type * as api from '~/src/features/account/api'
import { attempt, ownName, type Rows } from './row'

export const rows: Rows<typeof api> = {
  changeName: {
    input: (f, c, ok) => ({ name: ok ? ownName(f, c) : attempt(f, c, 'name') }),
  },
  requestEmailChange: {
    input: (f, c) => ({ newEmail: `${f.tag.toLowerCase()}-${c}-change@example.com` }),
  },
  confirmEmailChange: {
    // Allowed: a wrong code is refused by better-auth (400), after the permission check.
    input: (f, c) => ({ newEmail: `${f.tag.toLowerCase()}-${c}-change@example.com`, code: '000000' }),
    allowedStatus: 400,
  },
  listSessions: { input: () => undefined },
  // Always the caller's own activity: there is no input naming anyone else.
  listMyActivity: { input: () => ({}) },
  // Only the caller's own sessions are looked up: an unknown id is 404.
  revokeSession: {
    input: () => ({ id: randomUUID() }),
    allowedStatus: 404,
  },
  revokeOtherSessions: {
    input: () => undefined,
    invalidWhenAllowed: true,
  },
  deleteAccount: {
    input: () => undefined,
    invalidWhenAllowed: true,
  },

  listMyPasskeys: { input: () => undefined },
  // Only the caller's own passkeys are looked up (an unknown one is 404); an admin browsing as someone changes none.
  renamePasskey: {
    input: (f, c) => ({ id: randomUUID(), name: attempt(f, c, 'passkey') }),
    allowedStatus: 404,
    allowedStatusFor: { impersonating: 403 },
  },
  removePasskey: {
    input: () => ({ id: randomUUID() }),
    allowedStatus: 404,
    allowedStatusFor: { impersonating: 403 },
  },
}
