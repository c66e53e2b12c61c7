import { Link } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import type { RepositoryArea } from './page-repositories'

export function RepositoryNotFound({ area }: { area: RepositoryArea }) {
  const { t } = useTranslation('repository')
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p className="text-lg font-medium">{t('notFound')}</p>
      <Link to={`/${area}/repositories`} className={buttonVariants({ variant: 'secondary' })}>
        {t('detail.back')}
      </Link>
    </div>
  )
}
