import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ResponsiveDialog, drawerSettings } from '@/components/ui/responsive-dialog'
import { SettingsTable, Specimen } from '../gallery-section'

export function ResponsiveDialogSection() {
  const { t } = useTranslation(['dev', 'ui'])
  const [open, setOpen] = useState<'full' | 'bare' | 'long' | null>(null)
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null)
  }
  return (
    <>
      <Specimen label={t('uiGallery.states.dialogOrDrawer')}>
        <Button variant="secondary" onClick={() => setOpen('full')}>
          {t('uiGallery.samples.dialog.openFull')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('bare')}>
          {t('uiGallery.samples.dialog.openBare')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('long')}>
          {t('uiGallery.samples.dialog.openLong')}
        </Button>
      </Specimen>
      <Specimen label={t('uiGallery.states.settings')}>
        <SettingsTable name="drawerSettings" settings={drawerSettings} />
      </Specimen>

      <ResponsiveDialog
        open={open === 'full'}
        onOpenChange={onOpenChange}
        title={t('uiGallery.samples.dialog.title')}
        description={t('uiGallery.samples.dialog.description')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('ui:cancel')}
            </Button>
            <Button onClick={() => setOpen(null)}>{t('uiGallery.samples.dialog.done')}</Button>
          </>
        }
      >
        <p className="text-sm">{t('uiGallery.samples.dialog.body')}</p>
      </ResponsiveDialog>

      <ResponsiveDialog
        open={open === 'bare'}
        onOpenChange={onOpenChange}
        title={t('uiGallery.samples.dialog.bareTitle')}
      >
        <p className="text-sm">{t('uiGallery.samples.dialog.body')}</p>
      </ResponsiveDialog>

      <ResponsiveDialog
        open={open === 'long'}
        onOpenChange={onOpenChange}
        title={t('uiGallery.samples.dialog.longTitle')}
        description={t('uiGallery.samples.dialog.description')}
        footer={<Button onClick={() => setOpen(null)}>{t('uiGallery.samples.dialog.done')}</Button>}
      >
        <div className="grid gap-3 text-sm">
          {Array.from({ length: 12 }, (_, index) => (
            <p key={index}>{t('uiGallery.samples.dialog.paragraph', { number: index + 1 })}</p>
          ))}
        </div>
      </ResponsiveDialog>
    </>
  )
}
