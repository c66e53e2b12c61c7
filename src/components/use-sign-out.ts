import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toaster'
import { loadAuthClient } from '@/lib/auth/auth-client'
import { authErrorMessage } from '@/lib/auth/auth-error-message'

/** Signs out, then shows /login with no trace of the previous session. */
export function useSignOut() {
  const router = useRouter()
  const navigate = useNavigate()
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const signOut = async () => {
    setPending(true)
    const authClient = await loadAuthClient()
    const { error } = await authClient.signOut()
    if (error) {
      // Still signed in: stay, and say why.
      setPending(false)
      toast.error(authErrorMessage(t, error))
      return
    }
    router.options.context.queryClient.clear()
    await router.invalidate()
    await navigate({ to: '/login', replace: true })
    setPending(false)
  }
  return { signOut, pending }
}
