import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MainLandmark } from '@/components/main-landmark'
import { Button, buttonVariants } from '@/components/ui/button'
import { listDevMailbox } from './dev-mailbox.functions'
import { dateTimeFormat } from '@/lib/i18n/intl-formats'

export const devMailboxQueryOptions = {
  queryKey: ['dev', 'mailbox'] as const,
  queryFn: () => listDevMailbox(),
  refetchInterval: 3000,
}

export function PageDevMailbox() {
  const { t, i18n } = useTranslation('dev')
  const { data, refetch, isFetching } = useQuery(devMailboxQueryOptions)
  const emails = data?.emails ?? []
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })

  return (
    <MainLandmark className="mx-auto grid max-w-3xl gap-6 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('mailbox.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('mailbox.description', { max: data?.max ?? 50 })}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/login" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('auth:verify.back')}
          </Link>
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            {t('mailbox.refresh')}
          </Button>
        </div>
      </div>
      {emails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {t('mailbox.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('mailbox.title')}>
          {emails.map((email) => (
            <li
              key={email.id}
              className="grid gap-2 rounded-lg border border-border bg-card p-4"
              data-testid="dev-mailbox-email"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{email.subject}</p>
                <time className="text-xs text-muted-foreground" dateTime={email.sentAt}>
                  {time.format(new Date(email.sentAt))}
                </time>
              </div>
              <p className="text-sm text-muted-foreground">
                {t('mailbox.to')}: <span dir="ltr">{email.to}</span>
              </p>
              {email.code && (
                <p className="flex items-baseline gap-3">
                  <span className="text-sm text-muted-foreground">{t('mailbox.code')}</span>
                  <span className="font-mono text-3xl font-bold tracking-[0.3em] select-all" dir="ltr">
                    {email.code}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </MainLandmark>
  )
}
