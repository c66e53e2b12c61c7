import { Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import type { LoginErrorKind } from './schema'

export function PageLoginError({ kind }: { kind: LoginErrorKind }) {
  const { t } = useTranslation('auth')
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <CircleAlert aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">{t(`loginError.${kind}.title`)}</h1>
      <p className="text-muted-foreground">{t(`loginError.${kind}.description`)}</p>
      <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
        {t('loginError.backToLogin')}
      </Link>
    </div>
  )
}
