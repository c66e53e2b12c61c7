import type { TFunction } from 'i18next'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'
import { cn } from '@/lib/ui/cn'
import { splitRoles } from '@/lib/auth/roles'
import { type UserRole, userRoles } from './known-roles'

/**
 * The roles of a user as better-auth stores them: null means the default role, several roles are
 * a comma-separated list.
 */
export function rolesOf(role: string | null | undefined): string[] {
  const roles = splitRoles(role)
  return roles.length > 0 ? roles : ['user']
}

export function isKnownRole(role: string): role is UserRole {
  return (userRoles as readonly string[]).includes(role)
}

/** An unknown role (set outside the product) shows as stored. */
export function roleLabel(t: TFunction<'user'>, role: string) {
  return isKnownRole(role) ? t(`roles.${role}`) : role
}

export function formRole(role: string | null | undefined): UserRole {
  return rolesOf(role).find(isKnownRole) ?? 'user'
}

export function RoleBadges({ role, className }: { role: string | null | undefined; className?: string }) {
  const { t } = useTranslation('user')
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {rolesOf(role).map((value) => (
        <Badge key={value} variant={value === 'admin' ? 'default' : 'secondary'}>
          {roleLabel(t, value)}
        </Badge>
      ))}
    </span>
  )
}

/** Put it inside Field; a choice made before hydration is kept. */
export function RoleSelect({
  value,
  onChange,
  className,
  ...props
}: {
  value: string
  onChange: (role: UserRole) => void
  className?: string
  id?: string
  name?: string
  disabled?: boolean
  onBlur?: () => void
}) {
  const { t } = useTranslation('user')
  const ref = useRef<HTMLSelectElement>(null)
  useKeepTypedValue(ref, value)
  return (
    <select
      ref={ref}
      value={value}
      onChange={(event) => onChange(event.target.value as UserRole)}
      className={cn(
        'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    >
      {userRoles.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  )
}
