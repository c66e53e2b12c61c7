import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isForbiddenError } from '@/lib/http/errors'
import { HttpError, errorMessage, toAppError } from '@/lib/http/http-error'
import { ErrorPage, type ErrorPageStatus, errorPageStatus } from './error-page'

export const ROUTE_RETRY_DELAY_MS = 600

function statusOf(error: Error): ErrorPageStatus {
  if (isForbiddenError(error)) return 403
  if (error instanceof HttpError) return errorPageStatus(error.status)
  return 500
}

export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation('errors')
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(timer.current)
    }
  }, [])

  const appError = toAppError(error)
  const status = statusOf(appError)
  const message = errorMessage(t, appError)
  const fallback = t('fallback')

  const retry = () => {
    if (retrying) return
    setRetrying(true)
    timer.current = setTimeout(() => {
      // Reloads the route's data; the boundary resets once the route loaded again.
      void router.invalidate().finally(() => {
        if (mounted.current) setRetrying(false)
      })
    }, ROUTE_RETRY_DELAY_MS)
  }

  const ownText = status === 403 || status === 404
  return (
    <ErrorPage
      status={status}
      title={ownText ? undefined : fallback}
      detail={message === fallback ? undefined : message}
      onRetry={retry}
      retrying={retrying}
    />
  )
}
