import { useTranslation } from 'react-i18next'
import { CopyButton } from '@/components/ui/copy-button'
import { Specimen } from '../gallery-section'

export function CopyButtonSection() {
  const { t } = useTranslation('dev')
  const value = t('uiGallery.samples.copy.value')
  return (
    <Specimen label={t('uiGallery.states.besideItsValue')}>
      <code dir="ltr" className="font-mono text-sm">
        {value}
      </code>
      <CopyButton value={value} label={t('uiGallery.samples.copy.label')} />
    </Specimen>
  )
}
