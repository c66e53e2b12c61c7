/** Repositories appear in both areas: read-only in /app, managed in /manager. */
export type RepositoryArea = 'app' | 'manager'

export const repositoryPaths = {
  list: (area: RepositoryArea) => `/${area}/repositories` as const,
  detail: (area: RepositoryArea, id: string) => `/${area}/repositories/${id}`,
  create: '/manager/repositories/new',
  update: (id: string) => `/manager/repositories/${id}/update`,
}
