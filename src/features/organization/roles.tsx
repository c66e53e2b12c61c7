import type { TFunction } from 'i18next'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/ui/cn'
import { splitRoles } from '@/lib/auth/roles'
import { type OrganizationRole, organizationRoles } from './schema'

export function isOrganizationRole(role: string): role is OrganizationRole {
  return (organizationRoles as readonly string[]).includes(role)
}

/** A role set outside the product shows as stored. */
export function organizationRoleLabel(t: TFunction<'organization'>, role: string) {
  return isOrganizationRole(role) ? t(`roles.${role}`) : role
}

export function formOrganizationRole(role: string | null | undefined): OrganizationRole {
  const held = splitRoles(role)
  return organizationRoles.find((candidate) => held.includes(candidate)) ?? 'member'
}

/** Owners may give any role, others all but owner (better-auth's rule). */
export function assignableRoles(canManageOwners: boolean): OrganizationRole[] {
  return organizationRoles.filter((role) => canManageOwners || role !== 'owner')
}

export function OrganizationRoleBadges({ role, className }: { role: string | null | undefined; className?: string }) {
  const { t } = useTranslation('organization')
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {splitRoles(role).map((value) => (
        <Badge key={value} variant={value === 'owner' ? 'default' : value === 'admin' ? 'outline' : 'secondary'}>
          {organizationRoleLabel(t, value)}
        </Badge>
      ))}
    </span>
  )
}

/** Put it inside Field. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}

export function OrganizationRoleSelect({
  value,
  onChange,
  roles,
  ...props
}: { value: OrganizationRole; onChange: (role: OrganizationRole) => void; roles: OrganizationRole[] } & Omit<
  ComponentProps<'select'>,
  'value' | 'onChange'
>) {
  const { t } = useTranslation('organization')
  return (
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value as OrganizationRole)} {...props}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </NativeSelect>
  )
}
