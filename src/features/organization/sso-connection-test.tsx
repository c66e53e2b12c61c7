import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { useFormatDate } from '@/components/date-time'
import { Button } from '@/components/ui/button'
import type { SsoCheck } from './sso'

const outcomeIcons = {
  passed: <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />,
  warning: <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />,
  failed: <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />,
}

/**
 * "Test the connection": the server reads the provider as a sign-in would and says, check by check, what it found.
 * Nobody is signed in and nothing changes.
 */
export function SsoConnectionTest({ run }: { run: () => Promise<{ checks: SsoCheck[] }> }) {
  const { t } = useTranslation('organization')
  const formatDate = useFormatDate()
  const [checks, setChecks] = useState<SsoCheck[]>()
  const [running, setRunning] = useState(false)

  const onTest = async () => {
    setRunning(true)
    try {
      setChecks((await run()).checks)
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      setRunning(false)
    }
  }

  return (
    <div className="grid gap-3">
      <Button variant="secondary" size="sm" className="justify-self-start" loading={running} onClick={onTest}>
        {t('sso.test.run')}
      </Button>
      <ul aria-live="polite" aria-label={t('sso.test.results')} className="grid gap-2 text-sm" data-testid="sso-test">
        {checks?.map((check) => (
          <li key={check.name} className="flex gap-2" data-outcome={check.outcome}>
            {outcomeIcons[check.outcome]}
            <span className="wrap-anywhere">
              {t(`sso.test.${check.name}.${check.reason ?? check.outcome}`, {
                ...check.values,
                date: typeof check.values.date === 'string' ? formatDate(check.values.date, true) : undefined,
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
