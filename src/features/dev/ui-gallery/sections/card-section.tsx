import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SpecimenGrid, Specimen } from '../gallery-section'

export function CardSection() {
  const { t } = useTranslation('dev')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.default')} className="block">
        <Card raised className="grid gap-3">
          <h3 className="font-semibold">{t('uiGallery.samples.card.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('uiGallery.samples.card.body')}</p>
          <div className="flex justify-end">
            <Button size="sm">{t('uiGallery.samples.card.action')}</Button>
          </div>
        </Card>
      </Specimen>
      <Specimen label={t('uiGallery.states.compact')} className="block">
        <Card raised className="p-4 sm:p-4">
          <p className="text-sm">{t('uiGallery.samples.card.body')}</p>
        </Card>
      </Specimen>
    </SpecimenGrid>
  )
}
