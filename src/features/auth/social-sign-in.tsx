import { useRouteContext } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'

function providerSignInHref(id: string, redirect: string | undefined) {
  const search = new URLSearchParams({ id })
  if (redirect) search.set('redirect', redirect)
  return `/login/provider?${search}`
}

export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const providers = useRouteContext({ from: '__root__', select: (context) => context.signIn.providers })
  if (providers.length === 0) return null

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('login.orContinueWith')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <a
          key={provider.id}
          href={providerSignInHref(provider.id, redirect)}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {t('login.continueWith', { provider: provider.name })}
        </a>
      ))}
    </div>
  )
}
