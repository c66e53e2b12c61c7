import { Fingerprint, Mail } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canUsePasskeys } from '@/components/document/passkey-sign-in'
import { Button, buttonVariants } from '@/components/ui/button'
import { CodeField } from '@/components/ui/code-field'
import { FormAlert } from '@/components/ui/form-error'
import { DialogFooter, ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { loadAuthClient } from '@/lib/auth/auth-client'
import { authErrorKey } from '@/lib/auth/auth-error-message'
import { SSO_REQUIRED } from '@/lib/auth/sso-refusal'
import { confirmWithPasskey } from '@/features/shell/confirm-with-passkey'
import { translateMessage } from '@/lib/i18n/message'

const WRONG_CODE_ERRORS = new Set(['INVALID_OTP', 'OTP_EXPIRED'])
/** Where the organisation requires its provider, no code is sent: the dialog offers the provider instead. */
const SSO_REQUIRED_FAILURE = `auth-errors:${SSO_REQUIRED}`

function ssoStepUpHref(email: string) {
  return `/login/sso/start?${new URLSearchParams({ email, redirect: `${location.pathname}${location.search}` })}`
}

/**
 * Asks the signed-in person to prove they are there: a code sent to their address, or one of their passkeys.
 * Either signs them in again on this browser, which is the fresh proof the refused action waits for.
 */
export function StepUpDialog({
  open,
  email,
  userId,
  onDone,
}: {
  open: boolean
  email: string
  userId: string
  onDone: (proved: boolean) => void
}) {
  const { t } = useTranslation('auth')
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()

  // Stays mounted between openings (LazyOverlay): the next one starts over.
  const finish = (proved: boolean) => {
    setCodeSent(false)
    setCode('')
    setFailure(undefined)
    onDone(proved)
  }

  /** Runs one step; what it returns is the translation key of its failure. */
  const run = async (step: () => Promise<string | void>) => {
    setBusy(true)
    setFailure(undefined)
    try {
      const failed = await step()
      setFailure(typeof failed === 'string' ? failed : undefined)
    } finally {
      setBusy(false)
    }
  }

  const sendCode = () =>
    run(async () => {
      const { error } = await (await loadAuthClient()).emailOtp.sendVerificationOtp({ email, type: 'sign-in' })
      if (error) return authErrorKey(error)
      setCode('')
      setCodeSent(true)
    })

  const checkCode = (otp: string) =>
    run(async () => {
      const { error } = await (await loadAuthClient()).signIn.emailOtp({ email, otp })
      if (!error) return finish(true)
      setCode('')
      return WRONG_CODE_ERRORS.has(error.code ?? '') ? 'auth:stepUp.wrongCode' : authErrorKey(error)
    })

  const usePasskey = () =>
    run(async () => {
      const signedInAs = await confirmWithPasskey()
      if (signedInAs === userId) return finish(true)
      // Another account's passkey signed this browser in to that account: nothing of this page holds.
      if (signedInAs) return void location.assign('/')
      return 'auth:stepUp.passkeyFailed'
    })

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={(next) => !next && finish(false)}
      title={t('stepUp.title')}
      description={t('stepUp.description')}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-step-up>
        {codeSent ? (
          <>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{t('stepUp.codeSent', { email })}</p>
            <CodeField
              label={t('stepUp.codeLabel')}
              value={code}
              onChange={setCode}
              onComplete={(otp) => void checkCode(otp)}
              disabled={busy}
            />
            <Button variant="link" className="h-auto justify-self-start px-0" disabled={busy} onClick={sendCode}>
              {t('stepUp.resend')}
            </Button>
          </>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {/* The address may be longer than a phone is wide: the label wraps rather than overflows. */}
            <Button
              loading={busy}
              onClick={sendCode}
              className="h-auto min-h-11 py-2 text-center [overflow-wrap:anywhere] whitespace-normal"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {t('stepUp.sendCode', { email })}
            </Button>
            {canUsePasskeys() && (
              <Button variant="secondary" disabled={busy} onClick={usePasskey}>
                <Fingerprint aria-hidden className="size-4" />
                {t('stepUp.usePasskey')}
              </Button>
            )}
          </div>
        )}
        <FormAlert message={failure && translateMessage(t, failure)} />
        {failure === SSO_REQUIRED_FAILURE && (
          // A full sign-in at the organisation's provider, back to this page: the action is then done again.
          <a href={ssoStepUpHref(email)} className={buttonVariants({ variant: 'secondary' })}>
            {t('stepUp.withOrganization')}
          </a>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={() => finish(false)}>
          {t('common:actions.cancel')}
        </Button>
        {codeSent && (
          <Button loading={busy} disabled={code.length === 0} onClick={() => void checkCode(code)}>
            {t('stepUp.confirm')}
          </Button>
        )}
      </DialogFooter>
    </ResponsiveDialog>
  )
}
