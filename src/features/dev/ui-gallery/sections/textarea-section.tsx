import { useTranslation } from 'react-i18next'
import { Textarea } from '@/components/ui/textarea'
import { Specimen, SpecimenGrid } from '../gallery-section'

export function TextareaSection() {
  const { t } = useTranslation('dev')
  const sample = t('uiGallery.samples.textarea.value')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.placeholder')} className="block">
        <Textarea
          aria-label={t('uiGallery.states.placeholder')}
          placeholder={t('uiGallery.samples.textarea.placeholder')}
        />
      </Specimen>
      <Specimen label={t('uiGallery.states.filled')} className="block">
        <Textarea aria-label={t('uiGallery.states.filled')} defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.invalid')} className="block">
        <Textarea aria-label={t('uiGallery.states.invalid')} aria-invalid rows={2} defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')} className="block">
        <Textarea aria-label={t('uiGallery.states.disabled')} disabled rows={2} defaultValue={sample} />
      </Specimen>
    </SpecimenGrid>
  )
}
