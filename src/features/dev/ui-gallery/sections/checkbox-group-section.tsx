import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Specimen, SpecimenGrid } from '../gallery-section'

const permissions = ['repository:read', 'repository:create', 'repository:update', 'repository:delete'] as const

function CheckboxGroupSpecimen({ label, chosen = [], error }: { label: string; chosen?: string[]; error?: string }) {
  const { t } = useTranslation('dev')
  const [value, setValue] = useState(chosen)
  return (
    <Specimen label={label} className="block">
      <CheckboxGroup
        legend={t('uiGallery.samples.checkboxGroup.legend')}
        help={t('uiGallery.samples.checkboxGroup.help')}
        name={`permissions-${label}`}
        options={permissions}
        value={value}
        onChange={setValue}
        error={error}
        columns={2}
      />
    </Specimen>
  )
}

export function CheckboxGroupSection() {
  const { t } = useTranslation('dev')
  return (
    <SpecimenGrid>
      <CheckboxGroupSpecimen label={t('uiGallery.states.filled')} chosen={['repository:read']} />
      <CheckboxGroupSpecimen
        label={t('uiGallery.states.withError')}
        error={t('uiGallery.samples.checkboxGroup.error')}
      />
    </SpecimenGrid>
  )
}
