import { useTranslation } from 'react-i18next'
import { type Environment, currentEnvironment } from '@/lib/environment/environment'

export function EnvironmentBanner() {
  const environment = currentEnvironment()
  // Apart, so that pages without a banner do not load the 'dev' namespace.
  return environment ? <Banner environment={environment} /> : null
}

function Banner({ environment }: { environment: Environment }) {
  const { t } = useTranslation('dev')
  return (
    <div
      role="note"
      aria-label={t('environment.label', { name: environment.name })}
      data-testid="environment-banner"
      className="flex h-6 items-center justify-center gap-1.5 px-3 text-xs font-semibold tracking-wide"
      style={{ backgroundColor: environment.color, color: environment.textColor }}
    >
      {environment.emoji && <span aria-hidden>{environment.emoji}</span>}
      <span>{environment.name}</span>
    </div>
  )
}
