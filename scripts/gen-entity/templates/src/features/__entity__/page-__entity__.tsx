import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Pencil } from 'lucide-react'
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
import { __entityCamel__Keys, __entityCamel__QueryOptions } from './queries'
import type { __Entity__Area } from './page-__entities__'
import { delete__Entity__ } from './__entity__.functions'

export function Page__Entity__({ area, id }: { area: __Entity__Area; id: string }) {
  const { t } = useTranslation('__entity__')
  const { data: record } = useSuspenseQuery(__entityCamel__QueryOptions(id))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useServerFn(delete__Entity__)

  const onDelete = async () => {
    try {
      await remove({ data: { id } })
    } catch (error) {
      reportRefusal(t, error)
      // A read-only demo's refusal: the confirmation closes and the 'Demo Mode' dialog opens.
      if (isDemoRefusal(error)) return
      throw error
    }
    await queryClient.invalidateQueries({ queryKey: __entityCamel__Keys.all })
    toast.success(t('delete.success'))
    await navigate({ to: `/${area}/__entities__` })
  }

  return (
    <PageLayout
      title={record.name}
      backTo={`/${area}/__entities__`}
      actions={
        area === 'manager' && (
          <>
            <Link
              to="/manager/__entities__/$id/update"
              params={{ id }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('update.action')}
            </Link>
            <DeleteButton
              label={t('delete.action')}
              description={t('delete.description', { name: record.name })}
              confirmLabel={t('delete.confirm')}
              onConfirm={onDelete}
            />
          </>
        )
      }
    >
      <Card asChild className="grid gap-6 sm:grid-cols-2">
        <dl>
          <Detail label={t('fields.description')} className="sm:col-span-2" valueClassName="whitespace-pre-line">
            {record.description || <span className="text-muted-foreground">{t('detail.noDescription')}</span>}
          </Detail>
          <Detail label={t('fields.createdAt')}>
            <DateTime value={record.createdAt} />
          </Detail>
          <Detail label={t('fields.updatedAt')}>
            <DateTime value={record.updatedAt} />
          </Detail>
        </dl>
      </Card>
    </PageLayout>
  )
}
