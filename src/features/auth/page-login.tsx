import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { DevLoginHints } from '@/features/auth/dev-login-hints'
import { translateMessage } from '@/lib/i18n/message'
import { signInFailureMessage } from './sign-in-failure'
import { PasskeySignInButton } from './passkey-sign-in-button'
import { SocialSignIn } from './social-sign-in'

/** Often the first page seen, on a phone: a plain HTML form, so it works before, and without, any script. */
export function PageLogin({
  search,
}: {
  search: { redirect?: string; email?: string; error?: string; retryAfter?: number }
}) {
  const { t } = useTranslation('auth')
  const failure = signInFailureMessage(search.error, search.retryAfter)

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('login.title', { product: appConfig.name })}</h1>
        <p className="text-sm text-muted-foreground">{t('login.description')}</p>
      </div>
      <form method="post" action="/login" noValidate className="grid gap-4" data-sign-in-form>
        {search.redirect && <input type="hidden" name="redirect" value={search.redirect} />}
        <Field label={t('login.emailLabel')} error={failure?.field && translateMessage(t, failure.field)}>
          <Input
            type="email"
            name="email"
            // "webauthn": the browser offers this site's passkeys in the field's autofill list.
            autoComplete="username webauthn"
            inputMode="email"
            autoFocus
            placeholder={t('login.emailPlaceholder')}
            defaultValue={search.email}
          />
        </Field>
        <FormAlert message={failure?.alert && translateMessage(t, failure.alert)} />
        <Button type="submit" className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <PasskeySignInButton redirect={search.redirect} />
      <SocialSignIn redirect={search.redirect} />
      {/* Development only: dropped from production builds. */}
      {import.meta.env.DEV && <DevLoginHints redirect={search.redirect} />}
    </div>
  )
}
