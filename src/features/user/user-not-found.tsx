import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'

export function UserNotFound() {
  const { t } = useTranslation('user')
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-medium">{t('notFound')}</p>
      <Link to="/manager/users" className={buttonVariants({ variant: 'secondary' })}>
        {t('detail.back')}
      </Link>
    </div>
  )
}
