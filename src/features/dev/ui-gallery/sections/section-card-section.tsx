import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { SpecimenGrid, Specimen } from '../gallery-section'

export function SectionCardSection() {
  const { t } = useTranslation('dev')
  const title = t('uiGallery.samples.card.title')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.default')} className="block">
        <SectionCard
          level={3}
          title={title}
          description={t('uiGallery.samples.card.body')}
          actions={<Button size="sm">{t('uiGallery.samples.card.action')}</Button>}
        />
      </Specimen>
      <Specimen label={t('uiGallery.states.danger')} className="block">
        <SectionCard level={3} danger raised title={title} description={t('uiGallery.samples.card.body')} />
      </Specimen>
    </SpecimenGrid>
  )
}
