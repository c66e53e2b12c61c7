import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { authClient } from '@/lib/auth-client'

/** Signs out, then shows /login with no trace of the previous session. */
export function useSignOut() {
  const router = useRouter()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const signOut = async () => {
    setPending(true)
    await authClient.signOut()
    router.options.context.queryClient.clear()
    await router.invalidate()
    await navigate({ to: '/login', replace: true })
    setPending(false)
  }
  return { signOut, pending }
}
