import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { toast } from '@/components/ui/toaster'
import { Specimen, SpecimenGrid } from '../gallery-section'

function CodeFieldSpecimen({ label, error, disabled }: { label: string; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('dev')
  const [value, setValue] = useState(error ? '000000' : '')
  return (
    <Specimen label={label} className="block max-w-sm">
      <CodeField
        label={t('uiGallery.samples.codeField.label')}
        error={error}
        value={value}
        onChange={setValue}
        disabled={disabled}
        onComplete={(code) => void toast.success(t('uiGallery.samples.codeField.complete', { code }))}
      />
    </Specimen>
  )
}

/**
 * CodeField focuses itself when it appears (as in the e-mail change), which would scroll the
 * gallery to it on every load: it is shown on demand.
 */
export function CodeFieldSection() {
  const { t } = useTranslation('dev')
  const [shown, setShown] = useState(false)
  return (
    <>
      <Specimen label={t('uiGallery.samples.codeField.autoFocusNote')}>
        <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown((previous) => !previous)}>
          {shown ? t('uiGallery.samples.codeField.hide') : t('uiGallery.samples.codeField.show')}
        </Button>
      </Specimen>
      {shown && (
        <SpecimenGrid>
          <CodeFieldSpecimen label={t('uiGallery.states.default')} />
          {/* The error is a translation key, as the sign-in page passes it. */}
          <CodeFieldSpecimen label={t('uiGallery.states.withError')} error="dev:uiGallery.samples.codeField.invalid" />
          <CodeFieldSpecimen label={t('uiGallery.states.disabled')} disabled />
        </SpecimenGrid>
      )}
    </>
  )
}
