import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { isDemo } from '@/lib/environment/demo'

const cookie = appConfig.passkeySuggestionCookie

function takeSuggestionCookie() {
  const present = document.cookie.split('; ').some((entry) => entry === `${cookie}=1`)
  if (present) document.cookie = `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`
  return present
}

/**
 * After a code sign-in, once: a suggestion to add a passkey. The toast and the passkey code load only then, so that
 * every other page of the app carries none of them.
 */
export function PasskeySuggestion() {
  const { i18n } = useTranslation()
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const userId = session?.user.id
  const impersonated = !!session?.impersonatedBy

  useEffect(() => {
    if (!userId || !takeSuggestionCookie() || isDemo || impersonated) return
    void import('./show-passkey-suggestion').then(({ showPasskeySuggestion }) => showPasskeySuggestion(i18n, userId))
  }, [i18n, userId, impersonated])

  return null
}
