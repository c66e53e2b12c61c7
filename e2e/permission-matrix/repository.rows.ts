import type * as api from '~/src/features/repository/api'
import { attempt, type Role, type Permissions, type Rows } from './row'

/** What each role may do with repositories, stated here again so that the matrix checks what is enforced. */
export const roles: Record<Role, Permissions> = {
  user: { repository: ['read'] },
  admin: { repository: ['read', 'create', 'update', 'delete'] },
}

export const rows: Rows<typeof api> = {
  listRepositories: {
    input: (f) => ({ searchTerm: f.tag }),
  },
  getRepository: { input: (f) => ({ id: f.repo.id }) },
  createRepository: {
    input: (f, c) => ({ name: attempt(f, c, 'repository'), link: 'example.com/matrix', description: '' }),
  },
  updateRepository: {
    input: (f, c, ok) => ({ ...f.repo, name: ok ? f.repo.name : attempt(f, c, 'rename') }),
  },
  deleteRepository: {
    input: (f, _c, ok) => ({ id: ok ? f.spareRepoId : f.repo.id }),
  },
}
