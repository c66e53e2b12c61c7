import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeInput } from '@/components/ui/code-input'
import { Specimen, SpecimenGrid } from '../gallery-section'

function CodeInputSpecimen({
  label,
  initial = '',
  length = 6,
  disabled,
}: {
  label: string
  initial?: string
  length?: number
  disabled?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <Specimen label={label} className="block max-w-sm">
      <CodeInput length={length} value={value} onChange={setValue} disabled={disabled} aria-label={label} />
    </Specimen>
  )
}

export function CodeInputSection() {
  const { t } = useTranslation('dev')
  return (
    <SpecimenGrid>
      <CodeInputSpecimen label={t('uiGallery.states.empty')} />
      <CodeInputSpecimen label={t('uiGallery.states.filled')} initial="123456" />
      <CodeInputSpecimen label={t('uiGallery.states.disabled')} initial="12" disabled />
      <CodeInputSpecimen label={t('uiGallery.states.fourDigits')} length={4} initial="42" />
    </SpecimenGrid>
  )
}
