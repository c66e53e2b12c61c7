import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { ExternalLink, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Detail } from '@/components/ui/detail'
import { DateTime } from '@/components/date-time'
import { DeleteButton } from '@/components/ui/delete-button'
import { toast } from '@/components/ui/toaster'
import { isDemoRefusal } from '@/components/demo/demo-refusal'
import { reportRefusal } from '@/components/errors/report-refusal'
import { PageLayout } from '@/components/page-layout'
import { repositoryKeys, repositoryQueryOptions } from './queries'
import type { RepositoryArea } from './page-repositories'
import { deleteRepository } from './repository.functions'

export function PageRepository({ area, id }: { area: RepositoryArea; id: string }) {
  const { t } = useTranslation('repository')
  const { data: repository } = useSuspenseQuery(repositoryQueryOptions(id))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useServerFn(deleteRepository)

  const onDelete = async () => {
    try {
      await remove({ data: { id } })
    } catch (error) {
      reportRefusal(t, error)
      // A read-only demo's refusal: the confirmation closes and the 'Demo Mode' dialog opens.
      if (isDemoRefusal(error)) return
      throw error
    }
    // Away from the page first: refetched while it is shown, the deleted repository would answer 'not found',
    // retried for seconds before the person is told it is deleted.
    toast.success(t('delete.success'))
    await navigate({ to: `/${area}/repositories` })
    queryClient.removeQueries({ queryKey: repositoryKeys.detail(id) })
    await queryClient.invalidateQueries({ queryKey: repositoryKeys.all })
  }

  return (
    <PageLayout
      title={repository.name}
      backTo={`/${area}/repositories`}
      actions={
        area === 'manager' && (
          <>
            <Link
              to="/manager/repositories/$id/update"
              params={{ id }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('update.action')}
            </Link>
            <DeleteButton
              label={t('delete.action')}
              description={t('delete.description', { name: repository.name })}
              confirmLabel={t('delete.confirm')}
              onConfirm={onDelete}
            />
          </>
        )
      }
    >
      <Card asChild className="grid gap-6 sm:grid-cols-2">
        <dl>
          <Detail label={t('fields.link')} className="sm:col-span-2">
            <a
              href={repository.link}
              target="_blank"
              rel="noreferrer noopener"
              dir="ltr"
              className="inline-flex items-center gap-1.5 font-medium break-all text-primary hover:underline"
            >
              {repository.link}
              <ExternalLink aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t('detail.open')}</span>
            </a>
          </Detail>
          <Detail label={t('fields.description')} className="sm:col-span-2" valueClassName="whitespace-pre-line">
            {repository.description || <span className="text-muted-foreground">{t('detail.noDescription')}</span>}
          </Detail>
          <Detail label={t('fields.createdAt')}>
            <DateTime value={repository.createdAt} />
          </Detail>
          <Detail label={t('fields.updatedAt')}>
            <DateTime value={repository.updatedAt} />
          </Detail>
        </dl>
      </Card>
    </PageLayout>
  )
}
