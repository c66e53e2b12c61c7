import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button, buttonVariants } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { FormAlert } from '@/components/ui/form-error'
import { loadAuthClient } from '@/lib/auth-client'
import { authErrorMessage, isAuthErrorCode } from '@/lib/auth-error-message'
import { verifyFormSchema } from './schema'

// better-auth answers with these codes; each maps to what the person should read.
const codeErrors: Record<string, string> = {
  INVALID_OTP: 'auth:validation.codeInvalid',
  OTP_EXPIRED: 'auth:verify.expired',
  TOO_MANY_ATTEMPTS: 'auth:verify.tooManyAttempts',
}

export function PageVerify({
  email,
  redirect,
  codeExpiresInMinutes,
}: {
  email: string
  redirect?: string
  codeExpiresInMinutes: number
}) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; message: string }>()
  const [pending, setPending] = useState(false)
  // The next action is sending the code: have the auth client ready by then.
  useEffect(() => void loadAuthClient(), [])

  const verify = async (value: string) => {
    setNotice(undefined)
    const parsed = verifyFormSchema.safeParse({ code: value })
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message)
      return
    }
    setCodeError(undefined)
    setPending(true)
    const authClient = await loadAuthClient()
    const { error } = await authClient.signIn.emailOtp({ email, otp: parsed.data.code })
    if (!error) {
      // /login sends a signed-in visitor on: onboarding, the redirect, or their home area.
      await navigate({ to: '/login', search: { redirect }, replace: true })
      return
    }
    setPending(false)
    if (error.code === 'SIGNUP_DISABLED') {
      await navigate({ to: '/login/error', search: { error: 'signup_disabled' } })
    } else if (error.code === 'BANNED_USER') {
      setNotice({ kind: 'error', message: t('verify.banned') })
      setCode('')
    } else if (error.status === 429) {
      setNotice({ kind: 'error', message: t('verify.rateLimited') })
    } else if (error.code && codeErrors[error.code]) {
      setCodeError(codeErrors[error.code])
      setCode('')
    } else if (isAuthErrorCode(error.code)) {
      setNotice({ kind: 'error', message: authErrorMessage(t, error) })
    } else {
      await navigate({ to: '/login/error', search: { error: 'unknown_error' } })
    }
  }

  const resend = async () => {
    setNotice(undefined)
    const authClient = await loadAuthClient()
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' })
    setNotice(
      error
        ? { kind: 'error', message: isAuthErrorCode(error.code) || error.status === 429 ? authErrorMessage(t, error) : t('login.sendFailed') }
        : { kind: 'info', message: t('verify.resent') },
    )
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('verify.title')}</h1>
        <p className="min-w-0 text-sm text-muted-foreground [overflow-wrap:anywhere]" data-testid="verify-description">
          <Trans
            t={t}
            i18nKey="verify.description"
            values={{ email, length: appConfig.otp.length }}
            components={{ strong: <strong className="font-medium text-foreground" dir="ltr" /> }}
          />
        </p>
        <p className="text-sm text-muted-foreground">{t('verify.expiration', { count: codeExpiresInMinutes })}</p>
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void verify(code)
        }}
      >
        <CodeField
          label={t('verify.codeLabel')}
          error={codeError}
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
          disabled={pending}
        />
        {notice?.kind === 'error' && <FormAlert message={notice.message} />}
        {notice?.kind === 'info' && (
          <p role="status" className="text-sm text-muted-foreground">
            {notice.message}
          </p>
        )}
        <Button type="submit" loading={pending} className="w-full">
          {t('verify.submit')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/login" search={{ redirect }} className={buttonVariants({ variant: 'link', className: 'h-auto px-0' })}>
          {t('verify.back')}
        </Link>
        <Button variant="link" className="h-auto px-0" onClick={() => void resend()}>
          {t('verify.resend')}
        </Button>
      </div>
      {/* Development only: dropped from production builds. */}
      {import.meta.env.DEV && (
        <Link to="/dev/mailbox" target="_blank" className={buttonVariants({ variant: 'secondary', className: 'w-full' })}>
          {t('dev:mailbox.open')}
        </Link>
      )}
    </div>
  )
}
