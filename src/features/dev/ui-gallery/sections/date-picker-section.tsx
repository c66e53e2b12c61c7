import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DatePicker } from '@/components/ui/date-picker'
import { Field } from '@/components/ui/field'
import { Specimen, SpecimenGrid } from '../gallery-section'

/** A fixed date, so the server and the browser render the same text. */
const sampleDate = () => new Date(2026, 2, 14)

export function DatePickerSection() {
  const { t } = useTranslation('dev')
  const [empty, setEmpty] = useState<Date>()
  const [chosen, setChosen] = useState<Date | undefined>(sampleDate)
  const [past, setPast] = useState<Date>()
  const [invalid, setInvalid] = useState<Date>()
  const [today] = useState(() => new Date())
  const label = t('uiGallery.samples.datePicker.label')
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.empty')} className="block">
        <DatePicker label={label} value={empty} onChange={setEmpty} />
      </Specimen>
      <Specimen label={t('uiGallery.states.filled')} className="block">
        <DatePicker label={label} value={chosen} onChange={setChosen} />
      </Specimen>
      <Specimen label={t('uiGallery.states.pastOnly')} className="block">
        <DatePicker
          label={t('uiGallery.samples.datePicker.birthday')}
          value={past}
          onChange={setPast}
          disabledDates={{ after: today }}
        />
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')} className="block">
        <DatePicker label={label} value={sampleDate()} onChange={() => {}} disabled />
      </Specimen>
      <Specimen label={t('uiGallery.states.inFieldWithError')} className="block">
        <Field
          label={label}
          help={t('uiGallery.samples.datePicker.help')}
          error={invalid ? undefined : t('uiGallery.samples.validation.dateRequired')}
        >
          <DatePicker
            value={invalid}
            onChange={setInvalid}
            placeholder={t('uiGallery.samples.datePicker.placeholder')}
          />
        </Field>
      </Specimen>
    </SpecimenGrid>
  )
}
