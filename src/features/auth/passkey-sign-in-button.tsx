import { Fingerprint } from 'lucide-react'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { canUsePasskeys, signInWithPasskey } from '@/components/document/passkey-sign-in'
import { Button } from '@/components/ui/button'
import { signedInReturnUrl } from './signed-in-return-url'

/**
 * Hidden until a script finds WebAuthn: the document script on the production sign-in pages, which load no
 * application script, or this component once hydrated (development). Either offers the passkeys in the e-mail
 * field's autofill list too.
 */
export function PasskeySignInButton({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const returnUrl = signedInReturnUrl(redirect)
  const usable = useHydrated() && canUsePasskeys()
  const [busy, setBusy] = useState(false)
  const autofill = useRef<AbortController>(undefined)

  useEffect(() => {
    if (!canUsePasskeys()) return
    const controller = new AbortController()
    autofill.current = controller
    void PublicKeyCredential.isConditionalMediationAvailable?.().then(async (available) => {
      if (!available) return
      await signInWithPasskey({
        returnUrl,
        deviceKeyPrefix: appConfig.passkeyDeviceKeyPrefix,
        mediation: 'conditional',
        signal: controller.signal,
      })
    })
    return () => controller.abort()
  }, [returnUrl])

  const signIn = () => {
    autofill.current?.abort()
    setBusy(true)
    void signInWithPasskey({ returnUrl, deviceKeyPrefix: appConfig.passkeyDeviceKeyPrefix, mediation: 'modal' })
  }

  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      hidden={!usable}
      loading={busy}
      data-passkey-sign-in
      data-return-url={returnUrl}
      onClick={signIn}
    >
      <Fingerprint aria-hidden className="size-4" />
      {t('login.passkey')}
    </Button>
  )
}
