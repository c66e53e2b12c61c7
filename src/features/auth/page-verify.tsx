import { Link } from '@tanstack/react-router'
import { Trans, useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button, buttonVariants } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/ui/cn'
import { translateMessage } from '@/lib/i18n/message'
import { DevMailboxLink } from './dev-mailbox-link'
import { signInFailureMessage } from './sign-in-failure'

function submitWhenComplete(input: HTMLInputElement) {
  if (input.value.trim().length === appConfig.otp.length) input.form?.requestSubmit()
}

/**
 * Plain HTML forms: a small script of the document sends the code as soon as the last character is typed,
 * and so does the page when hydrated; without script, Confirm does.
 */
export function PageVerify({
  email,
  search,
  codeExpiresInMinutes,
}: {
  email: string
  search: { redirect?: string; error?: string; retryAfter?: number; notice?: 'resent' }
  codeExpiresInMinutes: number
}) {
  const { t } = useTranslation('auth')
  const failure = signInFailureMessage(search.error, search.retryAfter)
  const hiddenFields = (
    <>
      <input type="hidden" name="email" value={email} />
      {search.redirect && <input type="hidden" name="redirect" value={search.redirect} />}
    </>
  )

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('verify.title')}</h1>
        <p className="min-w-0 text-sm [overflow-wrap:anywhere] text-muted-foreground" data-testid="verify-description">
          <Trans
            t={t}
            i18nKey="verify.description"
            values={{ email, length: appConfig.otp.length }}
            components={{ strong: <strong className="font-medium text-foreground" dir="ltr" /> }}
          />
        </p>
        <p className="text-sm text-muted-foreground">{t('verify.expiration', { count: codeExpiresInMinutes })}</p>
      </div>
      <form method="post" action="/login/verify" noValidate className="grid gap-4" data-sign-in-form>
        {hiddenFields}
        <Field label={t('verify.codeLabel')} error={failure?.field && translateMessage(t, failure.field)}>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={appConfig.otp.length}
            autoFocus
            data-submit-at-length={appConfig.otp.length}
            // What the document script does where the page is not hydrated; a hydrated page (the dev server) has only this.
            onChange={(event) => submitWhenComplete(event.currentTarget)}
            dir="ltr"
            className="h-12 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
          />
        </Field>
        <FormAlert message={failure?.alert && translateMessage(t, failure.alert)} />
        {search.notice === 'resent' && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('verify.resent')}
          </p>
        )}
        <Button type="submit" className="w-full">
          {t('verify.submit')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to="/login"
          search={{ redirect: search.redirect }}
          className={cn(buttonVariants({ variant: 'link' }), 'h-auto px-0')}
        >
          {t('verify.back')}
        </Link>
        <form method="post" action="/login/verify" data-sign-in-form>
          {hiddenFields}
          <Button type="submit" name="intent" value="resend" variant="link" className="h-auto px-0">
            {t('verify.resend')}
          </Button>
        </form>
      </div>
      {/* Development only: dropped from production builds. */}
      {import.meta.env.DEV && <DevMailboxLink />}
    </div>
  )
}
