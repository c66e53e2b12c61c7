import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { MainLandmark } from '@/components/main-landmark'
import { PageTitle } from '@/components/page-title'

export type ErrorPageStatus = 403 | 404 | 500

/** Full-page error with the status, the spec's text, and ways out: go back, go home. */
export function ErrorPage({ status, onRetry }: { status: ErrorPageStatus; onRetry?: () => void }) {
  const { t } = useTranslation('errors')
  const router = useRouter()

  return (
    <MainLandmark className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <PageTitle title={t(`page.${status}.pageTitle`)} />
      <p className="text-7xl font-bold tracking-tight text-primary" aria-hidden>
        {status}
      </p>
      <h1 className="max-w-md text-2xl font-semibold">{t(`page.${status}.title`)}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>{t('common:actions.tryAgain')}</Button>}
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
