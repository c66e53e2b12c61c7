import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, ConfirmDialogControlled } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { Specimen } from '../gallery-section'
import { wait } from '../wait'

export function ConfirmDialogSection() {
  const { t } = useTranslation('dev')
  const [controlledOpen, setControlledOpen] = useState(false)
  return (
    <>
      <Specimen label={t('uiGallery.states.defaults')}>
        <ConfirmDialog onConfirm={() => void toast.success(t('uiGallery.samples.confirm.done'))}>
          <Button variant="secondary">{t('uiGallery.samples.confirm.openDefault')}</Button>
        </ConfirmDialog>
      </Specimen>
      <Specimen label={t('uiGallery.states.destructivePending')}>
        <ConfirmDialog
          confirmVariant="destructive"
          title={t('uiGallery.samples.confirm.deleteTitle')}
          description={t('uiGallery.samples.confirm.deleteDescription')}
          confirmLabel={t('uiGallery.samples.confirm.deleteConfirm')}
          onConfirm={async () => {
            await wait(1500)
            toast.success(t('uiGallery.samples.confirm.deleted'))
          }}
        >
          <Button variant="destructive">{t('uiGallery.samples.confirm.openDelete')}</Button>
        </ConfirmDialog>
      </Specimen>
      <Specimen label={t('uiGallery.states.failing')}>
        <ConfirmDialog
          title={t('uiGallery.samples.confirm.failTitle')}
          description={t('uiGallery.samples.confirm.failDescription')}
          onConfirm={async () => {
            await wait(1000)
            toast.error(t('uiGallery.samples.confirm.failed'))
            throw new Error('refused')
          }}
        >
          <Button variant="secondary">{t('uiGallery.samples.confirm.openFail')}</Button>
        </ConfirmDialog>
      </Specimen>
      <Specimen label={t('uiGallery.states.controlled')}>
        <Button variant="secondary" onClick={() => setControlledOpen(true)}>
          {t('uiGallery.samples.confirm.openControlled')}
        </Button>
        <ConfirmDialogControlled
          open={controlledOpen}
          onOpenChange={setControlledOpen}
          description={t('uiGallery.samples.confirm.controlledDescription')}
          cancelLabel={t('uiGallery.samples.confirm.keep')}
          onConfirm={() => void toast(t('uiGallery.samples.confirm.done'))}
        />
      </Specimen>
    </>
  )
}
