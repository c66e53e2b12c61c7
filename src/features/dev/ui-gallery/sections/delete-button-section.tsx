import { useTranslation } from 'react-i18next'
import { DeleteButton } from '@/components/ui/delete-button'
import { toast } from '@/components/ui/toaster'
import { Specimen } from '../gallery-section'
import { wait } from '../wait'

export function DeleteButtonSection() {
  const { t } = useTranslation('dev')
  return (
    <Specimen label={t('uiGallery.states.destructivePending')}>
      <DeleteButton
        label={t('uiGallery.samples.confirm.deleteConfirm')}
        description={t('uiGallery.samples.confirm.deleteDescription')}
        confirmLabel={t('uiGallery.samples.confirm.deleteConfirm')}
        onConfirm={async () => {
          await wait(1500)
          toast.success(t('uiGallery.samples.confirm.deleted'))
        }}
      />
    </Specimen>
  )
}
