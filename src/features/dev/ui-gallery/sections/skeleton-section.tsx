import { useTranslation } from 'react-i18next'
import { ListSkeleton, Skeleton } from '@/components/ui/skeleton'
import { Specimen, SpecimenGrid } from '../gallery-section'

export function SkeletonSection() {
  const { t } = useTranslation('dev')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.textLines')} className="grid">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </Specimen>
      <Specimen label={t('uiGallery.states.listRow')} className="flex-nowrap">
        <Skeleton className="size-10 shrink-0 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </Specimen>
      <Specimen label={t('uiGallery.states.listRows')} className="block">
        <ListSkeleton label={t('uiGallery.states.listRows')} />
      </Specimen>
      <Specimen label={t('uiGallery.states.block')} className="block">
        <Skeleton className="h-24 w-full rounded-card" />
      </Specimen>
    </SpecimenGrid>
  )
}
