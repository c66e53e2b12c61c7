import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { PageLayout } from '@/components/page-layout'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/ui/cn'
import { AccountSection } from './account-section'
import { ApiKeysSection } from './api-keys-section'
import { ChangeEmailSection } from './change-email-section'
import { ChangeNameDialog } from './change-name-dialog'
import { DeleteAccountSection } from './delete-account-section'
import { PasskeysSection } from './passkeys-section'
import { ProfileSection } from './profile-section'
import type { AccountSearch } from './search'
import { SessionsSection } from './sessions-section'

export function PageAccount({ search, area }: { search: AccountSearch; area: 'app' | 'manager' }) {
  const { t } = useTranslation('account')
  const navigate = useNavigate()
  // Gone for a moment while the account is deleted, before the browser reaches /login.
  const user = useRouteContext({ from: '__root__', select: (context) => context.session?.user })
  const impersonated = useRouteContext({ from: '__root__', select: (context) => !!context.session?.impersonatedBy })
  // The dialog and the e-mail step live in the URL, so a reload (or a shared link) shows them again.
  const setSearch = (patch: Partial<AccountSearch>) =>
    navigate({ to: '.', search: (previous) => ({ ...previous, ...patch }), replace: true })

  if (!user) return null

  return (
    <PageLayout title={t('title')}>
      <div className="grid max-w-3xl gap-6">
        <ProfileSection user={user} />
        <ChangeNameDialog
          open={search.state === 'change-name'}
          onOpenChange={(open) => void setSearch({ state: open ? 'change-name' : '' })}
          name={user.name}
        />
        <ChangeEmailSection
          currentEmail={user.email}
          newEmail={search.newEmail}
          onNewEmailChange={(newEmail) => void setSearch({ newEmail })}
        />
        <AccountSection title={t('preferences.title')} description={t('preferences.description')}>
          <div className="flex flex-wrap gap-x-8 gap-y-4">
            <div className="grid gap-1.5">
              <span aria-hidden className="text-sm font-medium">
                {t('preferences.language')}
              </span>
              <LanguageSwitcher className="w-fit" />
            </div>
            <div className="grid gap-1.5">
              <span aria-hidden className="text-sm font-medium">
                {t('preferences.theme')}
              </span>
              <ThemeSwitcher className="w-fit" />
            </div>
          </div>
        </AccountSection>
        <PasskeysSection userId={user.id} impersonated={impersonated} />
        <ApiKeysSection impersonated={impersonated} />
        <SessionsSection />
        <AccountSection title={t('activity.title')} description={t('activity.sectionDescription')}>
          <Link
            to={area === 'app' ? '/app/account/activity' : '/manager/account/activity'}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'w-fit')}
          >
            <History aria-hidden className="size-4" />
            {t('activity.open')}
          </Link>
        </AccountSection>
        <DeleteAccountSection email={user.email} />
      </div>
    </PageLayout>
  )
}
