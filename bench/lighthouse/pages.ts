/** Who opens a page: nobody signed in, the seeded admin, or a new account that has no name yet. */
export type Visitor = 'anonymous' | 'admin' | 'newcomer'

/** Ids of seeded records that some pages show, found once the server runs. */
export interface SeededIds {
  repository: string
  user: string
}

export interface LighthousePage {
  /** The route, as --pages names it (`$id`: a seeded record). */
  route: string
  visitor: Visitor
  path: (ids: SeededIds) => string
}

export const ADMIN_EMAIL = 'admin@example.com'
export const NEWCOMER_EMAIL = 'newcomer@example.com'

const page = (route: string, visitor: Visitor, path: (ids: SeededIds) => string = () => route): LighthousePage => ({
  route,
  visitor,
  path,
})

/** Every page measured by default, in this order. */
export const lighthousePages: LighthousePage[] = [
  page('/login', 'anonymous'),
  page('/login/verify', 'anonymous', () => `/login/verify?email=${encodeURIComponent(ADMIN_EMAIL)}`),
  page('/onboarding', 'newcomer'),
  page('/app', 'admin'),
  page('/app/repositories', 'admin'),
  page('/app/repositories/$id', 'admin', (ids) => `/app/repositories/${ids.repository}`),
  page('/app/account', 'admin'),
  page('/app/account/activity', 'admin'),
  page('/manager/dashboard', 'admin'),
  page('/manager/users', 'admin'),
  page('/manager/users/$id', 'admin', (ids) => `/manager/users/${ids.user}`),
  page('/manager/repositories', 'admin'),
  page('/manager/organizations', 'admin'),
  page('/manager/api', 'admin'),
]

/** The pages named in a comma-separated list of routes, in the default order; an unknown name is an error. */
export function selectPages(list: string | undefined, all = lighthousePages): LighthousePage[] {
  if (list === undefined) return all
  const wanted = list
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const unknown = wanted.filter((route) => !all.some((candidate) => candidate.route === route))
  if (unknown.length > 0)
    throw new Error(
      `Unknown page ${unknown.join(', ')}; the pages are: ${all.map((candidate) => candidate.route).join(', ')}`,
    )
  if (wanted.length === 0) throw new Error('--pages names no page')
  return all.filter((candidate) => wanted.includes(candidate.route))
}
