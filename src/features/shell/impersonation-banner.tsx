import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { VenetianMask } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { loadAuthClient } from '@/lib/auth/auth-client'
import { authErrorMessage, hasAuthErrorMessage } from '@/lib/auth/auth-error-message'

export function ImpersonationBanner() {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  if (!session?.impersonatedBy) return null
  return <Banner user={session.user} />
}

/** Apart, so that the `user` translations are only asked for while impersonating. */
function Banner({ user: { id, name, email } }: { user: { id: string; name: string; email: string } }) {
  const { t } = useTranslation('user')
  const router = useRouter()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  const stop = async () => {
    setPending(true)
    const authClient = await loadAuthClient()
    const { error } = await authClient.admin.stopImpersonating()
    if (error) {
      setPending(false)
      toast.error(hasAuthErrorMessage(error) ? authErrorMessage(t, error) : t('impersonate.stopFailed'))
      return
    }
    // The cache holds the impersonated user's data: the administrator starts afresh.
    queryClient.clear()
    await router.invalidate()
    await router.navigate({ to: '/manager/users/$id', params: { id } })
    setPending(false)
  }

  return (
    <div
      role="region"
      aria-label={t('impersonate.banner', { name: name || email })}
      className="relative z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-400 px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-sm font-medium text-amber-950"
      data-testid="impersonation-banner"
    >
      <p className="flex items-center gap-2">
        <VenetianMask aria-hidden className="size-4 shrink-0" />
        {t('impersonate.banner', { name: name || email })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={pending}
        onClick={() => void stop()}
        className="border-amber-950/20 bg-amber-50 text-amber-950 hover:bg-amber-100"
      >
        {t('impersonate.stop')}
      </Button>
    </div>
  )
}
