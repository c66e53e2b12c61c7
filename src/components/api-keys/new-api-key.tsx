import { useTranslation } from 'react-i18next'
import { CopyButton } from '@/components/ui/copy-button'

/** A key just made: its secret, shown this once, with how to send it. */
export function NewApiKey({ value }: { value: string }) {
  const { t } = useTranslation('api-keys')
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 p-3 text-sm" data-testid="new-api-key">
      <p className="font-medium">{t('newKey.title')}</p>
      <div className="flex items-center gap-2">
        <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
          {value}
        </span>
        <CopyButton value={value} label={t('newKey.copy')} />
      </div>
      <p className="text-muted-foreground">{t('newKey.help')}</p>
    </div>
  )
}
