import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert, useFieldError } from '@/components/ui/form-error'
import { Input } from '@/components/ui/input'
import { useSignOut } from '@/components/use-sign-out'
import { saveOnboardingName } from './onboarding.functions'
import { onboardingFormSchema } from './schema'

export function PageOnboarding({ email, redirect }: { email: string; redirect?: string }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const saveName = useServerFn(saveOnboardingName)
  const { signOut, pending: signingOut } = useSignOut()
  const [failure, setFailure] = useState<string>()

  const form = useForm({
    defaultValues: { name: '' },
    validators: { onSubmit: onboardingFormSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      try {
        await saveName({ data: onboardingFormSchema.parse(value) })
      } catch (error) {
        setFailure(t(error instanceof Error ? error.message : 'errors:fallback'))
        return
      }
      await navigate({ to: '/login', search: { redirect }, replace: true })
    },
  })

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('onboarding.title', { product: appConfig.name })}</h1>
        <p className="text-sm text-muted-foreground">{t('onboarding.description')}</p>
        <p className="text-sm" data-testid="onboarding-email">
          {t('onboarding.signedInAs', { email })}
        </p>
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="name">
          {(field) => (
            <NameField value={field.state.value} onChange={field.handleChange} errors={field.state.meta.errors} />
          )}
        </form.Field>
        <FormAlert message={failure} />
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting} className="w-full">
              {t('onboarding.submit')}
            </Button>
          )}
        </form.Subscribe>
      </form>
      <Button variant="ghost" loading={signingOut} onClick={() => void signOut()}>
        {t('common:actions.signOut')}
      </Button>
    </div>
  )
}

function NameField(props: { value: string; onChange: (value: string) => void; errors: ReadonlyArray<unknown> }) {
  const { t } = useTranslation('auth')
  return (
    <Field label={t('onboarding.nameLabel')} error={useFieldError(props.errors)}>
      <Input
        name="name"
        autoComplete="name"
        autoFocus
        placeholder={t('onboarding.namePlaceholder')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field>
  )
}
