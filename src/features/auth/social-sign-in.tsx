import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { loadAuthClient } from '@/lib/auth-client'
import { safeRedirectPath } from '@/lib/redirect'

/** Where better-auth sends the browser when a provider sign-in fails: `?error=<code>` is added (decision 015). */
const errorCallbackURL = '/login/error'

/**
 * Where better-auth sends the browser once signed in, new account or not: /login, whose guard sends a signed-in
 * visitor on to onboarding (no name yet) and then to the `redirect` path, as after an e-mail code.
 */
export function socialCallbackURL(redirect: string | undefined) {
  const path = safeRedirectPath(redirect)
  return path ? `/login?redirect=${encodeURIComponent(path)}` : '/login'
}

/** One button per configured provider (GitHub, OpenID Connect); none when none is configured. */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const providers = useRouteContext({ from: '__root__', select: (context) => context.signIn.providers })
  const [pending, setPending] = useState<string>()
  if (providers.length === 0) return null

  const signIn = async (provider: (typeof providers)[number]) => {
    setPending(provider.id)
    const callbackURL = socialCallbackURL(redirect)
    // GitHub and the OpenID Connect provider (better-auth's generic OAuth plugin) share the same endpoint, which
    // answers with the provider's authorisation URL; the client then sends the browser there.
    const authClient = await loadAuthClient()
    const { error } = await authClient.signIn.social({
      provider: provider.id,
      callbackURL,
      newUserCallbackURL: callbackURL,
      errorCallbackURL,
    })
    if (error) {
      setPending(undefined)
      window.location.assign(`${errorCallbackURL}?error=unknown_error`)
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('login.orContinueWith')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <Button key={provider.id} variant="secondary" loading={pending === provider.id} onClick={() => void signIn(provider)}>
          {t('login.continueWith', { provider: provider.name })}
        </Button>
      ))}
    </div>
  )
}
