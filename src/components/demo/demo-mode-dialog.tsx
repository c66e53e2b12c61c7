import { BookOpen, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { buttonVariants } from '@/components/ui/button'
import { ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { closeDemoDialog, openDemoDialog, useDemoDialogOpen } from './demo-dialog-store'

/** Mounted once, in the root; opened by openDemoDialog(). */
export function DemoModeDialog() {
  const { t } = useTranslation('demo')
  const open = useDemoDialogOpen()
  const { scaffoldCommand, readmeUrl, contactUrl } = appConfig.demo
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={(next) => (next ? openDemoDialog() : closeDemoDialog())}
      title={t('title')}
      description={t('body')}
      footer={
        <>
          <a href={readmeUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'secondary' })}>
            <BookOpen aria-hidden className="size-4" />
            {t('readme')}
          </a>
          <a href={contactUrl} className={buttonVariants({ variant: 'primary' })}>
            <Mail aria-hidden className="size-4" />
            {t('contact')}
          </a>
        </>
      }
    >
      <div className="grid gap-2">
        <p className="text-sm">{t('scaffold')}</p>
        <pre dir="ltr" className="overflow-x-auto rounded-lg border border-border bg-muted px-3 py-2 text-sm">
          <code data-testid="demo-scaffold-command">{scaffoldCommand}</code>
        </pre>
      </div>
    </ResponsiveDialog>
  )
}
