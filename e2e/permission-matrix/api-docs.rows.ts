import { randomUUID } from 'node:crypto'
import type * as api from '~/src/features/api-docs/api'
import { attempt, type Rows } from './row'

export const rows: Rows<typeof api> = {
  getApiReference: { input: () => undefined },
  listMyApiKeys: { input: () => undefined },
  // A key of one's own (both roles read repositories); an admin browsing as someone makes none for them.
  createMyApiKey: {
    input: (f, c) => ({ name: attempt(f, c, 'key').slice(0, 64), expiresInDays: 7, permissions: ['repository:read'] }),
    allowedStatusFor: { impersonating: 403 },
  },
  // Only the caller's own keys are looked up: an unknown id is 404.
  revokeMyApiKey: { input: () => ({ keyId: randomUUID() }), allowedStatus: 404 },
}
