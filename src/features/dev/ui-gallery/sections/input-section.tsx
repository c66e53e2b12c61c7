import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Specimen, SpecimenGrid } from '../gallery-section'

/** Bare inputs (no Field) need an aria-label each. */
export function InputSection() {
  const { t } = useTranslation('dev')
  const sample = t('uiGallery.samples.input.value')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.placeholder')}>
        <Input aria-label={t('uiGallery.states.placeholder')} placeholder={t('uiGallery.samples.input.placeholder')} />
      </Specimen>
      <Specimen label={t('uiGallery.states.filled')}>
        <Input aria-label={t('uiGallery.states.filled')} defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.invalid')}>
        <Input aria-label={t('uiGallery.states.invalid')} aria-invalid defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')}>
        <Input aria-label={t('uiGallery.states.disabled')} disabled defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.readOnly')}>
        <Input aria-label={t('uiGallery.states.readOnly')} readOnly defaultValue={sample} />
      </Specimen>
      <Specimen label={t('uiGallery.states.emailLtr')}>
        {/* Addresses read left to right in every language. */}
        <Input aria-label={t('uiGallery.states.emailLtr')} type="email" dir="ltr" defaultValue="ada@example.com" />
      </Specimen>
    </SpecimenGrid>
  )
}
