import type { LinkProps } from '@tanstack/react-router'
import {
  AppWindow,
  BookOpen,
  Building2,
  FolderGit2,
  House,
  LayoutDashboard,
  type LucideIcon,
  ShieldCheck,
  UserRound,
  Users,
  // gen:entity:icons — the icons of new entities (npm run gen:entity) are added above this line
} from 'lucide-react'

export type Area = 'app' | 'manager'

export type NavEntry = {
  id: string
  /** layout namespace key of the full label (sidebar, drawer). */
  label: string
  /** layout namespace key of the short label (phone bottom bar). */
  shortLabel: string
  icon: LucideIcon
  /** A router path, or for `external` entries a plain URL opened in a new tab. */
  to: string
  /** Active only on this exact path (a home entry must not light up on every child page). */
  exact?: boolean
  /** Served outside the router (another site, a server route): a plain link opening a new tab. */
  external?: boolean
  /** One of the few entries of the phone bottom bar; the others go to the "more" drawer. */
  primary?: boolean
}

export type NavGroup = { id: string; label?: string; entries: NavEntry[] }

/**
 * Pages may be built in parallel with this shell, so their routes can be missing from the generated
 * route tree for a while: `to` is typed loosely here, in one place, rather than at every link.
 */
export function routerPath(path: string): LinkProps['to'] {
  return path as never
}

export const apiReferencePath = '/manager/api'

export function navigationFor(area: Area, can: { useManager: boolean }): NavGroup[] {
  if (area === 'manager') {
    return [
      {
        id: 'application',
        label: 'nav.groups.application',
        entries: [
          {
            id: 'dashboard',
            label: 'nav.dashboard',
            shortLabel: 'nav.short.dashboard',
            icon: LayoutDashboard,
            to: '/manager/dashboard',
            primary: true,
          },
          {
            id: 'repositories',
            label: 'nav.repositories',
            shortLabel: 'nav.short.repositories',
            icon: FolderGit2,
            to: '/manager/repositories',
            primary: true,
          },
          {
            id: 'users',
            label: 'nav.users',
            shortLabel: 'nav.short.users',
            icon: Users,
            to: '/manager/users',
            primary: true,
          },
          {
            id: 'organizations',
            label: 'nav.organizations',
            shortLabel: 'nav.short.organizations',
            icon: Building2,
            to: '/manager/organizations',
          },
          // gen:entity:manager-entries — the entries of new entities (npm run gen:entity) are added above this line
        ],
      },
      {
        id: 'configuration',
        label: 'nav.groups.configuration',
        entries: [
          {
            id: 'account',
            label: 'nav.account',
            shortLabel: 'nav.short.account',
            icon: UserRound,
            to: '/manager/account',
          },
        ],
      },
      {
        id: 'other',
        entries: [
          { id: 'open-app', label: 'nav.openApp', shortLabel: 'nav.openApp', icon: AppWindow, to: '/app', exact: true },
          { id: 'api-docs', label: 'nav.apiDocs', shortLabel: 'nav.apiDocs', icon: BookOpen, to: apiReferencePath },
        ],
      },
    ]
  }
  return [
    {
      id: 'main',
      entries: [
        {
          id: 'home',
          label: 'nav.home',
          shortLabel: 'nav.short.home',
          icon: House,
          to: '/app',
          exact: true,
          primary: true,
        },
        {
          id: 'repositories',
          label: 'nav.repositories',
          shortLabel: 'nav.short.repositories',
          icon: FolderGit2,
          to: '/app/repositories',
          primary: true,
        },
        {
          id: 'organizations',
          label: 'nav.organizations',
          shortLabel: 'nav.short.organizations',
          icon: Building2,
          to: '/app/organizations',
        },
        // gen:entity:app-entries — the entries of new entities (npm run gen:entity) are added above this line
        {
          id: 'account',
          label: 'nav.account',
          shortLabel: 'nav.short.account',
          icon: UserRound,
          to: '/app/account',
          primary: true,
        },
      ],
    },
    ...(can.useManager
      ? [
          {
            id: 'other',
            entries: [
              {
                id: 'manager',
                label: 'nav.manager',
                shortLabel: 'nav.manager',
                icon: ShieldCheck,
                to: '/manager/dashboard',
              },
            ],
          },
        ]
      : []),
  ]
}

export function isEntryActive(entry: Pick<NavEntry, 'to' | 'exact' | 'external'>, pathname: string) {
  if (entry.external) return false
  const path = pathname.replace(/\/+$/, '') || '/'
  return entry.exact ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`)
}

export const areaHome = { app: '/app', manager: '/manager/dashboard' } as const satisfies Record<Area, string>
