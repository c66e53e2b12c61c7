import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { authClient } from '@/lib/auth-client'
import { safeRedirectPath } from '@/lib/redirect'

/** One button per configured provider (GitHub, OpenID Connect); none when none is configured. */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const providers = useRouteContext({ from: '__root__', select: (context) => context.signIn.providers })
  const [pending, setPending] = useState<string>()
  if (providers.length === 0) return null

  const callbackURL = `/login?redirect=${encodeURIComponent(safeRedirectPath(redirect) ?? '')}`
  const errorCallbackURL = '/login/error'

  const signIn = async (provider: (typeof providers)[number]) => {
    setPending(provider.id)
    const options = { callbackURL, errorCallbackURL, newUserCallbackURL: callbackURL }
    const { error } =
      provider.kind === 'social'
        ? await authClient.signIn.social({ provider: provider.id, ...options })
        : await authClient.$fetch('/sign-in/oauth2', { method: 'POST', body: { providerId: provider.id, ...options } })
    if (error) window.location.assign(`${errorCallbackURL}?error=unknown_error`)
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
