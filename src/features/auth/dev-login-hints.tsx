import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'

/** The accounts npm run db:seed creates. */
export const seededAccounts = [
  { email: 'admin@example.com', role: 'admin' },
  { email: 'user@example.com', role: 'user' },
] as const

/** Development only (rendered behind import.meta.env.DEV). */
export function DevLoginHints({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('dev')
  return (
    <section
      aria-labelledby="dev-login-hints"
      className="grid gap-2 rounded-lg border border-dashed border-border p-3 text-sm"
      data-testid="dev-login-hints"
    >
      <h2 id="dev-login-hints" className="font-medium">
        {t('loginHints.title')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('loginHints.description')}</p>
      <ul className="grid gap-1">
        {seededAccounts.map((account) => (
          <li key={account.email} className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate">
              <span dir="ltr">{account.email}</span>{' '}
              <span className="text-muted-foreground">({t(`loginHints.${account.role}`)})</span>
            </span>
            <Link
              to="/login"
              search={{ email: account.email, redirect }}
              aria-label={t('loginHints.use', { email: account.email })}
              className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            >
              {t('loginHints.useShort')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
