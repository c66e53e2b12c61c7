import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { toast } from './toaster'

/** An icon button that puts `value` on the clipboard; `label` says what (for screen readers and as its tooltip). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(t('actions.copied'))
    } catch {
      // Refused outside a secure context (http:// other than localhost) or by the person's settings.
      toast.error(t('actions.copyFailed'))
    }
  }
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => void copy()}>
      <Copy aria-hidden className="size-4" />
    </Button>
  )
}
