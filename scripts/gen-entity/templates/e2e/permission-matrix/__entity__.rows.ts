import { randomUUID } from 'node:crypto'
import type * as api from '~/src/features/__entity__/api'
import { attempt, type Permissions, type Role, type Rows } from './row'

/** What each role may do with __entities_words__, stated here again so that the matrix checks what is enforced. */
export const roles: Record<Role, Permissions> = {
  user: { __resource__: ['read'] },
  admin: { __resource__: ['read', 'create', 'update', 'delete'] },
}

// Unknown ids: an allowed call gets past the permission check and finds nothing (404).
export const rows: Rows<typeof api> = {
  list__Entities__: { input: (f) => ({ searchTerm: f.tag }) },
  get__Entity__: { input: () => ({ id: randomUUID() }), allowedStatus: 404 },
  create__Entity__: { input: (f, c) => ({ name: attempt(f, c, '__entity_words__'), description: '' }) },
  update__Entity__: {
    input: (f, c) => ({ id: randomUUID(), name: attempt(f, c, 'rename'), description: '' }),
    allowedStatus: 404,
  },
  delete__Entity__: { input: () => ({ id: randomUUID() }), allowedStatus: 404 },
}
