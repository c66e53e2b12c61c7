import type { i18n as I18n } from 'i18next'
import { appConfig } from '~/app.config'
import { canUsePasskeys } from '@/components/document/passkey-sign-in'
import { reportRefusal } from '@/components/errors/report-refusal'
import { toast } from '@/components/ui/toaster'
import { addPasskey, defaultPasskeyName } from '@/lib/auth/add-passkey'

/** The suggestion's toast, unless this browser cannot, already holds a passkey for the account, or was told "Not now". */
export async function showPasskeySuggestion(i18n: I18n, userId: string) {
  if (!canUsePasskeys()) return
  if (localStorage.getItem(appConfig.passkeySuggestionDismissedKey)) return
  if (localStorage.getItem(appConfig.passkeyDeviceKeyPrefix + userId)) return
  const dismiss = () => localStorage.setItem(appConfig.passkeySuggestionDismissedKey, 'true')

  await i18n.loadNamespaces('passkeys')
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
          (error: unknown) => reportRefusal(t, error),
        )
      },
    },
    cancel: { label: t('suggestion.dismiss'), onClick: dismiss },
  })
}
