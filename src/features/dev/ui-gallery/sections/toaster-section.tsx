import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { toast, toasterSettings } from '@/components/ui/toaster'
import { SettingsTable, Specimen } from '../gallery-section'
import { wait } from '../wait'

/** The root document renders the one <Toaster />; these buttons only fire toasts into it. */
export function ToasterSection() {
  const { t } = useTranslation('dev')
  const description = t('uiGallery.samples.toast.description')
  return (
    <>
      <Specimen label={t('uiGallery.states.kinds')}>
        <Button variant="secondary" onClick={() => void toast.success(t('uiGallery.samples.toast.success'))}>
          {t('uiGallery.samples.toast.fireSuccess')}
        </Button>
        <Button variant="secondary" onClick={() => void toast.error(t('uiGallery.samples.toast.error'))}>
          {t('uiGallery.samples.toast.fireError')}
        </Button>
        <Button variant="secondary" onClick={() => void toast.info(t('uiGallery.samples.toast.info'))}>
          {t('uiGallery.samples.toast.fireInfo')}
        </Button>
        <Button variant="secondary" onClick={() => void toast.warning(t('uiGallery.samples.toast.warning'))}>
          {t('uiGallery.samples.toast.fireWarning')}
        </Button>
        <Button variant="secondary" onClick={() => void toast(t('uiGallery.samples.toast.plain'))}>
          {t('uiGallery.samples.toast.firePlain')}
        </Button>
      </Specimen>
      <Specimen label={t('uiGallery.states.richer')}>
        <Button
          variant="secondary"
          onClick={() => void toast.success(t('uiGallery.samples.toast.success'), { description })}
        >
          {t('uiGallery.samples.toast.fireDescription')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void toast(t('uiGallery.samples.toast.deleted'), {
              action: {
                label: t('uiGallery.samples.toast.undo'),
                onClick: () => void toast.info(t('uiGallery.samples.toast.restored')),
              },
            })
          }
        >
          {t('uiGallery.samples.toast.fireAction')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void toast.promise(wait(2000), {
              loading: t('uiGallery.samples.toast.saving'),
              success: t('uiGallery.samples.toast.success'),
              error: t('uiGallery.samples.toast.error'),
            })
          }
        >
          {t('uiGallery.samples.toast.firePromise')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            for (let index = 1; index <= 5; index++) toast(t('uiGallery.samples.toast.numbered', { number: index }))
          }}
        >
          {t('uiGallery.samples.toast.fireMany')}
        </Button>
        <Button variant="ghost" onClick={() => void toast.dismiss()}>
          {t('uiGallery.samples.toast.dismissAll')}
        </Button>
      </Specimen>
      <Specimen label={t('uiGallery.states.settings')}>
        <SettingsTable name="toasterSettings" settings={toasterSettings} />
      </Specimen>
    </>
  )
}
