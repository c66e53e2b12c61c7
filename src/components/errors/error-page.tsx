import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { MainLandmark } from '@/components/main-landmark'
import { PageTitle } from '@/components/page-title'

export type ErrorPageStatus = 403 | 404 | 500 | 'unknown'

const knownStatuses: ReadonlyArray<ErrorPageStatus> = [403, 404, 500]

export function errorPageStatus(status: number | undefined): ErrorPageStatus {
  return knownStatuses.find((known) => known === status) ?? 'unknown'
}

/** `detail` is an extra line, such as the translated HTTP status of a failed call. */
export function ErrorPage({
  status,
  onRetry,
  retrying = false,
  title,
  detail,
}: {
  status: ErrorPageStatus
  onRetry?: () => void
  retrying?: boolean
  title?: string
  detail?: string
}) {
  const { t } = useTranslation('errors')
  const router = useRouter()

  return (
    <MainLandmark
      className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center"
      aria-busy={retrying || undefined}
    >
      <PageTitle title={t(`page.${status}.pageTitle`)} />
      {status !== 'unknown' && (
        <p className="text-7xl font-bold tracking-tight text-primary" aria-hidden>
          {status}
        </p>
      )}
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-semibold">{title ?? t(`page.${status}.title`)}</h1>
        {detail && (
          <p className="text-sm text-muted-foreground" data-testid="error-detail">
            {detail}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {retrying ? t('retrying') : t('common:actions.tryAgain')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => router.history.back()}>
          {t('common:actions.goBack')}
        </Button>
        <Button variant={onRetry ? 'secondary' : 'primary'} onClick={() => router.navigate({ to: '/' })}>
          {t('common:actions.goHome')}
        </Button>
      </div>
    </MainLandmark>
  )
}
