import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'

/** An organisation that does not exist, or (in /app) one the caller is not a member of: the same page. */
export function OrganizationNotFound({ area }: { area: 'app' | 'manager' }) {
  const { t } = useTranslation('organization')
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-medium">{t('errors.notFound')}</p>
      <Link
        to={area === 'app' ? '/app/organizations' : '/manager/organizations'}
        className={buttonVariants({ variant: 'secondary' })}
      >
        {t('detail.back')}
      </Link>
    </div>
  )
}

export function InvitationNotFound() {
  const { t } = useTranslation('organization')
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-medium">{t('invitation.notFound')}</p>
      <Link to="/app/organizations" className={buttonVariants({ variant: 'secondary' })}>
        {t('detail.back')}
      </Link>
    </div>
  )
}
