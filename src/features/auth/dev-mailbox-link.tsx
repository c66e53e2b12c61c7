import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'

/**
 * Development only (rendered behind import.meta.env.DEV). Its own `useTranslation('dev')` tells the server that
 * the page uses the dev texts, so the browser loads them before hydrating.
 */
export function DevMailboxLink() {
  const { t } = useTranslation('dev')
  return (
    <Link to="/dev/mailbox" target="_blank" className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
      {t('mailbox.open')}
    </Link>
  )
}
