import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert, useFieldError } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { DevLoginHints } from '@/features/auth/dev-login-hints'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage, isAuthErrorCode } from '@/lib/auth-error-message'
import { loginFormSchema } from './schema'
import { SocialSignIn } from './social-sign-in'

export function PageLogin({ search }: { search: { redirect?: string } }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()

  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: loginFormSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      const email = loginFormSchema.parse(value).email
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' })
      if (error) {
        // A known better-auth code or a rate limit says why; anything else keeps the login's own message.
        setFailure(isAuthErrorCode(error.code) || error.status === 429 ? authErrorMessage(t, error) : t('login.sendFailed'))
        return
      }
      await navigate({ to: '/login/verify', search: { email, redirect: search.redirect } })
    },
  })

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('login.title', { product: appConfig.name })}</h1>
        <p className="text-sm text-muted-foreground">{t('login.description')}</p>
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="email">
          {(field) => (
            <EmailField
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              errors={field.state.meta.errors}
            />
          )}
        </form.Field>
        <FormAlert message={failure} />
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting} className="w-full">
              {t('login.submit')}
            </Button>
          )}
        </form.Subscribe>
      </form>
      <SocialSignIn redirect={search.redirect} />
      {/* Development only: dropped from production builds. */}
      {import.meta.env.DEV && <DevLoginHints onPick={(email) => form.setFieldValue('email', email)} />}
    </div>
  )
}

function EmailField(props: {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  errors: ReadonlyArray<unknown>
}) {
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
        onBlur={props.onBlur}
      />
    </Field>
  )
}
