import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { Form, useAppForm } from '@/components/ui/form'
import { FormAlert } from '@/components/ui/form-error'
import { toast } from '@/components/ui/toaster'
import { handleDemoRefusal } from '@/components/demo/demo-refusal'
import { translateMessage } from '@/lib/i18n/message'
import { codeSchema, emailSchema } from '@/lib/validation/validation'
import { confirmEmailChange, requestEmailChange } from './account.functions'
import { AccountSection } from './account-section'
import { errorMessageKey } from '@/lib/i18n/error-message-key'
import { requestEmailChangeSchema } from './schema'

// Refusals that concern the typed code: shown under the code input rather than above the button.
const codeMessages = new Set(['auth:validation.codeInvalid', 'auth:verify.expired', 'auth:verify.tooManyAttempts'])

const strong = <strong className="font-medium [overflow-wrap:anywhere] text-foreground" dir="ltr" />

/** Only the confirmed code switches the account to the new address (kept in the URL as `newEmail`). */
export function ChangeEmailSection({
  currentEmail,
  newEmail,
  onNewEmailChange,
}: {
  currentEmail: string
  newEmail: string
  onNewEmailChange: (newEmail: string) => void
}) {
  const { t } = useTranslation('account')
  const awaitingCode = emailSchema.safeParse(newEmail)

  return (
    <AccountSection title={t('changeEmail.title')} description={t('changeEmail.description')}>
      <p className="text-sm" data-testid="account-current-email">
        <Trans t={t} i18nKey="changeEmail.current" values={{ email: currentEmail }} components={{ strong }} />
      </p>
      {awaitingCode.success ? (
        <ConfirmCodeStep key={awaitingCode.data} newEmail={awaitingCode.data} onDone={onNewEmailChange} />
      ) : (
        <RequestStep currentEmail={currentEmail} onSent={onNewEmailChange} />
      )}
    </AccountSection>
  )
}

function RequestStep({ currentEmail, onSent }: { currentEmail: string; onSent: (newEmail: string) => void }) {
  const { t } = useTranslation('account')
  const request = useServerFn(requestEmailChange)
  const [failure, setFailure] = useState<string>()

  const form = useAppForm({
    defaultValues: { newEmail: '' },
    validators: { onSubmit: requestEmailChangeSchema },
    onSubmit: async ({ value }) => {
      setFailure(undefined)
      const { newEmail } = requestEmailChangeSchema.parse(value)
      if (newEmail === currentEmail.toLowerCase()) {
        setFailure('account:changeEmail.same')
        return
      }
      try {
        await request({ data: { newEmail } })
      } catch (error) {
        if (handleDemoRefusal(error)) return
        setFailure(errorMessageKey(error))
        return
      }
      onSent(newEmail)
    },
  })

  return (
    <Form form={form} className="max-w-md">
      <form.AppField name="newEmail">
        {(field) => (
          <field.TextField
            label={t('changeEmail.newLabel')}
            placeholder={t('changeEmail.newPlaceholder')}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
          />
        )}
      </form.AppField>
      <FormAlert message={failure && translateMessage(t, failure)} />
      <form.SubmitButton className="sm:w-fit">{t('changeEmail.send')}</form.SubmitButton>
    </Form>
  )
}

function ConfirmCodeStep({ newEmail, onDone }: { newEmail: string; onDone: (newEmail: string) => void }) {
  const { t } = useTranslation('account')
  const router = useRouter()
  const confirm = useServerFn(confirmEmailChange)
  const resend = useServerFn(requestEmailChange)
  const expiresInMinutes = useRouteContext({
    from: '__root__',
    select: (context) => context.signIn.codeExpiresInMinutes,
  })
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; message: string }>()
  const [pending, setPending] = useState(false)

  const verify = async (value: string) => {
    setNotice(undefined)
    const parsed = codeSchema.safeParse(value)
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message)
      return
    }
    setCodeError(undefined)
    setPending(true)
    try {
      await confirm({ data: { newEmail, code: parsed.data } })
    } catch (error) {
      setPending(false)
      const key = errorMessageKey(error)
      if (codeMessages.has(key)) {
        setCodeError(key)
        setCode('')
      } else {
        setNotice({ kind: 'error', message: key })
      }
      return
    }
    await router.invalidate()
    toast.success(t('changeEmail.changed', { email: newEmail }))
    onDone('')
  }

  const sendAgain = async () => {
    setNotice(undefined)
    try {
      await resend({ data: { newEmail } })
      setNotice({ kind: 'info', message: 'account:changeEmail.resent' })
    } catch (error) {
      setNotice({ kind: 'error', message: errorMessageKey(error) })
    }
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void verify(code)
      }}
    >
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p data-testid="account-email-sent-to">
          <Trans t={t} i18nKey="changeEmail.sentTo" values={{ email: newEmail }} components={{ strong }} />
        </p>
        <p>{t('auth:verify.expiration', { count: expiresInMinutes })}</p>
      </div>
      <CodeField
        label={t('changeEmail.codeLabel')}
        error={codeError}
        value={code}
        onChange={setCode}
        onComplete={(value) => void verify(value)}
        disabled={pending}
        className="max-w-sm"
      />
      {notice?.kind === 'error' && <FormAlert message={translateMessage(t, notice.message)} />}
      {notice?.kind === 'info' && (
        <p role="status" className="text-sm text-muted-foreground">
          {translateMessage(t, notice.message)}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" loading={pending}>
          {t('changeEmail.confirm')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={() => void sendAgain()}>
          {t('changeEmail.resend')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={() => onDone('')}>
          {t('changeEmail.cancel')}
        </Button>
      </div>
    </form>
  )
}
