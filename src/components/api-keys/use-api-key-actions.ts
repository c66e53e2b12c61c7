import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { toast } from '@/components/ui/toaster'

/**
 * What a section of API keys does around its list, whoever owns the keys: the create dialog's state, the secret of
 * the key just made (shown once), and revoking, each followed by a fresh list (`queryKey`) and a toast; a refused
 * revocation is reported in words and the list refreshed, since the key may be gone already.
 */
export function useApiKeyActions({
  queryKey,
  revoke,
}: {
  queryKey: QueryKey
  revoke: (keyId: string) => Promise<unknown>
}) {
  const { t } = useTranslation('api-keys')
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [newKey, setNewKey] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey })

  const onRevoke = async (keyId: string) => {
    try {
      await revoke(keyId)
    } catch (error) {
      reportRefusal(t, error)
      await refresh()
      throw error
    }
    await refresh()
    toast.success(t('revoked'))
  }

  const onCreated = async (key: string) => {
    setNewKey(key)
    toast.success(t('created'))
    await refresh()
  }

  return { creating, setCreating, newKey, onRevoke, onCreated }
}
