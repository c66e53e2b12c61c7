import { useTranslation } from 'react-i18next'
import { Detail } from '@/components/ui/detail'
import { Specimen } from '../gallery-section'

export function DetailSection() {
  const { t } = useTranslation('dev')
  return (
    <Specimen label={t('uiGallery.states.default')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={t('uiGallery.samples.detail.nameLabel')}>{t('uiGallery.samples.detail.nameValue')}</Detail>
        <Detail label={t('uiGallery.samples.detail.roleLabel')}>{t('uiGallery.samples.detail.roleValue')}</Detail>
      </dl>
    </Specimen>
  )
}
