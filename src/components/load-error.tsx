import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** In place of a section's data that could not be loaded: what happened, and a button that asks again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common')
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {t('actions.tryAgain')}
      </Button>
    </div>
  )
}
