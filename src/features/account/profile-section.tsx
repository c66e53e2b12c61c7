import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import type { CurrentSession } from '@/server/auth/session'
import { AccountSection } from './account-section'
import { splitRoles } from '@/lib/auth/roles'

function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`
}

/** "Change name" is a link to the page with its dialog open: tapped before the page hydrates, it still opens it. */
export function ProfileSection({ user }: { user: CurrentSession['user'] }) {
  const { t } = useTranslation('account')
  const roles = splitRoles(user.role || 'user')

  return (
    <AccountSection
      title={t('profile.title')}
      actions={
        <Link
          to="."
          search={(previous) => ({ ...previous, state: 'change-name' })}
          replace
          aria-haspopup="dialog"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Pencil aria-hidden className="size-4" />
          {t('profile.changeName')}
        </Link>
      }
    >
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-primary uppercase"
        >
          {initials(user.name)}
        </span>
        <dl className="grid min-w-0 gap-1">
          <dt className="sr-only">{t('profile.name')}</dt>
          <dd className="truncate text-lg font-semibold" data-testid="account-name">
            {user.name}
          </dd>
          <dt className="sr-only">{t('profile.email')}</dt>
          <dd className="truncate text-sm text-muted-foreground" data-testid="account-email">
            <span dir="ltr">{user.email}</span>
          </dd>
          <dt className="sr-only">{t('profile.role')}</dt>
          <dd className="flex flex-wrap gap-1.5 pt-1" data-testid="account-roles">
            {roles.map((role) => (
              <Badge key={role} variant="secondary">
                {t(`roles.${role}`, { defaultValue: role })}
              </Badge>
            ))}
          </dd>
        </dl>
      </div>
    </AccountSection>
  )
}
