import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert, useFieldError } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { DevLoginHints } from '@/features/auth/dev-login-hints'
import { loadAuthClient } from '@/lib/auth-client'
import { authErrorMessage, isAuthErrorCode } from '@/lib/auth-error-message'
import { loginFormSchema } from './schema'
import { SocialSignIn } from './social-sign-in'

// The lightest page of the product and the first most people see: one field, so plain React state
// rather than a form library (e2e/budgets.spec.ts keeps its first load small).
export function PageLogin({ search }: { search: { redirect?: string } }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [emailErrors, setEmailErrors] = useState<ReadonlyArray<unknown>>([])
  const [failure, setFailure] = useState<string>()
  const [isSubmitting, setSubmitting] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = loginFormSchema.safeParse({ email })
    setEmailErrors(parsed.success ? [] : parsed.error.issues)
    if (!parsed.success) return
    setFailure(undefined)
    setSubmitting(true)
    try {
      const authClient = await loadAuthClient()
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email: parsed.data.email, type: 'sign-in' })
      if (error) {
        // A known better-auth code or a rate limit says why; anything else keeps the login's own message.
        setFailure(isAuthErrorCode(error.code) || error.status === 429 ? authErrorMessage(t, error) : t('login.sendFailed'))
        return
      }
      await navigate({ to: '/login/verify', search: { email: parsed.data.email, redirect: search.redirect } })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('login.title', { product: appConfig.name })}</h1>
        <p className="text-sm text-muted-foreground">{t('login.description')}</p>
      </div>
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)} onFocus={() => void loadAuthClient()}>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value)
            setEmailErrors([])
          }}
          errors={emailErrors}
        />
        <FormAlert message={failure} />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <SocialSignIn redirect={search.redirect} />
      {/* Development only: dropped from production builds. */}
      {import.meta.env.DEV && <DevLoginHints onPick={setEmail} />}
    </div>
  )
}

function EmailField(props: { value: string; onChange: (value: string) => void; errors: ReadonlyArray<unknown> }) {
  const { t } = useTranslation('auth')
  return (
    <Field label={t('login.emailLabel')} error={useFieldError(props.errors)}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        placeholder={t('login.emailPlaceholder')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  )
}
