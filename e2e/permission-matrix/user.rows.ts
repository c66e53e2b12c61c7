import { randomUUID } from 'node:crypto'
import type * as api from '~/src/features/user/api'
import { attempt, type Rows } from './row'

export const rows: Rows<typeof api> = {
  listUsers: { input: (f) => ({ searchTerm: f.tag }) },
  getUser: { input: (f) => ({ id: f.victim.id }) },
  listUserActivity: { input: (f) => ({ id: f.victim.id }) },
  createUser: {
    input: (f, c) => ({
      email: `${f.tag.toLowerCase()}-created-by-${c}@example.com`,
      name: attempt(f, c, 'user'),
      role: c === 'admin' ? 'user' : 'admin',
    }),
  },
  updateUser: {
    input: (f, c, ok) => ({
      id: f.victim.id,
      email: f.victim.email,
      name: ok ? f.victim.name : attempt(f, c, 'rename'),
      role: ok ? 'user' : 'admin',
    }),
  },
  setUserRole: {
    input: (f, _c, ok) => ({ id: f.victim.id, role: ok ? 'user' : 'admin' }),
  },
  banUser: {
    input: (f, c, ok) => ({ id: ok ? f.spare.id : f.victim.id, reason: attempt(f, c, 'ban'), expiresAt: null }),
  },
  // Refused: an attempt to lift the banned user's ban.
  unbanUser: {
    input: (f, _c, ok) => ({ id: ok ? f.spare.id : f.banned.id }),
  },
  revokeUserSession: {
    // Refused: the user caller's live session; allowed: an unknown one (404).
    input: (f, _c, ok) => ({ userId: ok ? f.victim.id : f.user.id, sessionId: ok ? randomUUID() : f.userSessionId }),
    allowedStatus: 404,
  },
  revokeUserSessions: {
    input: (f, _c, ok) => ({ userId: ok ? f.victim.id : f.user.id }),
  },
  setUserPassword: {
    input: (f, c, ok) => ({ id: f.victim.id, password: ok ? f.victim.password : `matrix-${c}-password` }),
  },
  removeUserPasskeys: {
    input: (f, _c, ok) => ({ userId: ok ? f.spare.id : f.victim.id }),
  },
  deleteUser: {
    input: (f, _c, ok) => ({ id: ok ? f.spare.id : f.victim.id }),
  },
}
