import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DataList, type DataListQuery } from '@/components/ui/data-list'
import { type SampleItem, pageSize, samplePage, useFrozenQuery, usePagedQuery } from '../fake-list'
import { Specimen, SpecimenGrid } from '../gallery-section'

function Row({ item }: { item: SampleItem }) {
  const { t } = useTranslation('dev')
  return (
    <div className="rounded-lg border border-border bg-card px-3 py-2 text-sm">
      {t('uiGallery.samples.dataList.item', { number: item.id })}
    </div>
  )
}

function ListSpecimen({
  label,
  query,
  searchTerm,
  emptyState,
}: {
  label: string
  query: DataListQuery<SampleItem>
  searchTerm?: string
  emptyState?: ReactNode
}) {
  return (
    <Specimen label={label} className="block">
      <DataList
        query={query}
        getKey={(item) => item.id}
        renderItem={(item) => <Row item={item} />}
        searchTerm={searchTerm}
        emptyState={emptyState}
      />
    </Specimen>
  )
}

export function DataListSection() {
  const { t } = useTranslation('dev')
  const three = [samplePage(1, 3, 3)]
  const pending = useFrozenQuery({ status: 'pending' })
  const error = useFrozenQuery({ status: 'error' })
  const empty = useFrozenQuery({ pages: [samplePage(1, 0, 0)] })
  const list = useFrozenQuery({ pages: three })
  const refreshFailed = useFrozenQuery({ status: 'error', pages: three })
  const loadMoreFailed = useFrozenQuery({
    status: 'error',
    pages: [samplePage(1, pageSize, 12, true)],
    hasNextPage: true,
    isFetchNextPageError: true,
  })
  const paged = usePagedQuery()

  return (
    <SpecimenGrid>
      <ListSpecimen label={t('uiGallery.states.loading')} query={pending} />
      <ListSpecimen label={t('uiGallery.states.error')} query={error} />
      <ListSpecimen label={t('uiGallery.states.empty')} query={empty} />
      <ListSpecimen
        label={t('uiGallery.states.noResults')}
        query={empty}
        searchTerm={t('uiGallery.samples.dataList.searchTerm')}
      />
      <ListSpecimen
        label={t('uiGallery.states.customEmpty')}
        query={empty}
        emptyState={
          <div className="grid justify-items-center gap-2 rounded-card border border-dashed border-border p-6 text-sm text-muted-foreground">
            <Sparkles aria-hidden className="size-5" />
            <p>{t('uiGallery.samples.dataList.customEmpty')}</p>
          </div>
        }
      />
      <ListSpecimen label={t('uiGallery.states.list')} query={list} />
      <ListSpecimen label={t('uiGallery.states.refreshFailed')} query={refreshFailed} />
      <ListSpecimen label={t('uiGallery.states.loadMoreFailed')} query={loadMoreFailed} />
      <div className="grid gap-2 md:col-span-2">
        <ListSpecimen label={t('uiGallery.states.loadMore')} query={paged} />
        <div>
          <Button variant="ghost" size="sm" onClick={paged.restart}>
            {t('uiGallery.samples.dataList.restart')}
          </Button>
        </div>
      </div>
    </SpecimenGrid>
  )
}
