import { Building2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '@/components/ui/button'

function ssoStartHref(email: string, redirect: string | undefined) {
  const search = new URLSearchParams({ email })
  if (redirect) search.set('redirect', redirect)
  return `/login/sso/start?${search}`
}

/**
 * Says where the person is about to go (their organisation's provider, by its host) before they leave the site,
 * with a code as the other way in unless the organisation requires its provider. A plain link and a plain form: no
 * script needed.
 */
export function PageSsoSignIn({
  email,
  redirect,
  destination,
}: {
  email: string
  redirect?: string
  destination: { organization: string; host: string; required: boolean }
}) {
  const { t } = useTranslation('auth')
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid justify-items-start gap-2">
        <Building2 aria-hidden className="size-8 text-primary" />
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {t('sso.title', { organization: destination.organization })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('sso.description', { organization: destination.organization })}
        </p>
        <p className="text-sm">
          {t('sso.goingTo')}{' '}
          <bdi dir="ltr" className="font-medium">
            {destination.host}
          </bdi>
        </p>
      </div>
      {/* An organisation's name can be long: the label wraps rather than widening the page. */}
      <a
        href={ssoStartHref(email, redirect)}
        className={buttonVariants({ className: 'h-auto min-h-11 w-full py-2 text-center' })}
      >
        <span className="min-w-0 whitespace-normal">
          {t('sso.continue', { organization: destination.organization })}
        </span>
      </a>
      {destination.required ? (
        <p className="text-sm text-muted-foreground">{t('sso.required', { organization: destination.organization })}</p>
      ) : (
        <form method="post" action="/login" className="grid gap-2">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="method" value="code" />
          {redirect && <input type="hidden" name="redirect" value={redirect} />}
          <Button type="submit" variant="secondary" className="w-full">
            {t('sso.codeInstead')}
          </Button>
        </form>
      )}
      <a
        href="/login"
        className="text-center text-sm wrap-anywhere text-muted-foreground underline-offset-4 hover:underline"
      >
        {t('sso.otherAddress', { email })}
      </a>
    </div>
  )
}
