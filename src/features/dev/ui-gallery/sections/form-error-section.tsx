import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { FormAlert, useFieldError } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { messageWithValues } from '@/lib/i18n/message'
import { Specimen, SpecimenGrid } from '../gallery-section'

export function FormErrorSection() {
  const { t } = useTranslation('dev')
  // What a schema or the server sends: a translation key with its values.
  const fieldError = useFieldError([
    undefined,
    { message: messageWithValues('dev:uiGallery.samples.validation.nameTooShort', { min: 3 }) },
  ])
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.formAlert')} className="block">
        <FormAlert message={t('uiGallery.samples.formError.alert')} />
      </Specimen>
      <Specimen label={t('uiGallery.states.useFieldError')} className="block">
        <Field label={t('uiGallery.samples.field.label')} error={fieldError}>
          <Input defaultValue="ab" />
        </Field>
      </Specimen>
    </SpecimenGrid>
  )
}
