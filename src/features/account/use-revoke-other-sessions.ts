import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { toast } from '@/components/ui/toaster'
import { revokeOtherSessions } from './account.functions'
import { accountKeys } from './queries'

/**
 * Signs out every session but this one, for the sessions section and the security activity page alike: one path,
 * so that whatever the server asks before it (or answers) is handled the same on both. Rejects when refused, so
 * that a confirmation dialog stays open.
 */
export function useRevokeOtherSessions(successKey: string) {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  const revokeOthers = useServerFn(revokeOtherSessions)
  return async () => {
    try {
      await revokeOthers()
      toast.success(t(successKey))
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: accountKeys.activity }),
      ])
    }
  }
}
