import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { canUsePasskeys } from '@/components/document/passkey-sign-in'
import { toast } from '@/components/ui/toaster'
import { addPasskey, defaultPasskeyName } from '@/lib/add-passkey'
import { isDemo } from '@/lib/demo'
import { errorMessageKey } from '@/lib/i18n/error-message-key'
import { translateMessage } from '@/lib/i18n/message'

const cookie = appConfig.passkeySuggestionCookie

function takeSuggestionCookie() {
  const present = document.cookie.split('; ').some((entry) => entry === `${cookie}=1`)
  if (present) document.cookie = `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`
  return present
}

/**
 * After a code sign-in, once: a suggestion to add a passkey, unless this browser cannot, already holds one for
 * the account, or was told "Not now" before.
 */
export function PasskeySuggestion() {
  const { i18n } = useTranslation()
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const userId = session?.user.id
  const impersonated = !!session?.impersonatedBy

  useEffect(() => {
    if (!userId || !takeSuggestionCookie() || isDemo || impersonated || !canUsePasskeys()) return
    if (localStorage.getItem(appConfig.passkeySuggestionDismissedKey)) return
    if (localStorage.getItem(appConfig.passkeyDeviceKeyPrefix + userId)) return
    const dismiss = () => localStorage.setItem(appConfig.passkeySuggestionDismissedKey, 'true')

    void i18n.loadNamespaces('passkeys').then(() => {
      const t = i18n.getFixedT(null, 'passkeys')
      toast.info(t('suggestion.title'), {
        description: t('suggestion.description'),
        // Longer than other toasts, to be read; not for ever, since a toast covers part of a phone's screen.
        duration: 10_000,
        action: {
          label: t('suggestion.add'),
          onClick: () => {
            addPasskey({ userId, name: defaultPasskeyName(t) }).then(
              () => toast.success(t('added')),
              (error: unknown) => toast.error(translateMessage(t, errorMessageKey(error))),
            )
          },
        },
        cancel: { label: t('suggestion.dismiss'), onClick: dismiss },
      })
    })
  }, [i18n, userId, impersonated])

  return null
}
