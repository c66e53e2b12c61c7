import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { Specimen, SpecimenGrid } from '../gallery-section'

export function FieldSection() {
  const { t } = useTranslation('dev')
  const label = t('uiGallery.samples.field.label')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.withHelp')} className="block">
        <Field label={label} help={t('uiGallery.samples.field.help')}>
          <Input placeholder={t('uiGallery.samples.input.placeholder')} />
        </Field>
      </Specimen>
      <Specimen label={t('uiGallery.states.withError')} className="block">
        <Field label={label} help={t('uiGallery.samples.field.help')} error={t('uiGallery.samples.field.error')}>
          <Input defaultValue="x" />
        </Field>
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')} className="block">
        <Field label={label}>
          <Input disabled defaultValue={t('uiGallery.samples.input.value')} />
        </Field>
      </Specimen>
      <Specimen label={t('uiGallery.states.textareaWithError')} className="block">
        <Field label={t('uiGallery.samples.field.bio')} error={t('uiGallery.samples.field.bioError')}>
          <Textarea rows={2} defaultValue={t('uiGallery.samples.textarea.value')} />
        </Field>
      </Specimen>
    </SpecimenGrid>
  )
}
