import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiKeyCreateDialog } from '@/components/api-keys/api-key-create-dialog'
import { ApiKeyList, ApiKeyListSkeleton } from '@/components/api-keys/api-key-list'
import { NewApiKey } from '@/components/api-keys/new-api-key'
import { reportRefusal } from '@/components/errors/report-refusal'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { createOrganizationApiKey, revokeOrganizationApiKey } from './api-keys.functions'
import { organizationApiKeysQueryOptions, organizationKeys } from './queries'

/**
 * The organisation's API keys, for its owners and admins: each acts with the rights its maker has here, so it has no
 * permissions of its own to choose. A new key's secret is shown once, as a webhook's signing secret is.
 */
export function OrganizationApiKeysSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('api-keys')
  const query = useQuery(organizationApiKeysQueryOptions(organizationId))
  const queryClient = useQueryClient()
  const create = useServerFn(createOrganizationApiKey)
  const revoke = useServerFn(revokeOrganizationApiKey)
  const [creating, setCreating] = useState(false)
  const [newKey, setNewKey] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) })

  const onRevoke = async (keyId: string) => {
    try {
      await revoke({ data: { organizationId, keyId } })
    } catch (error) {
      reportRefusal(t, error)
      await refresh()
      throw error
    }
    await refresh()
    toast.success(t('revoked'))
  }

  return (
    <SectionCard
      title={t('title')}
      description={t('organizationDescription')}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t('create')}
        </Button>
      }
    >
      {newKey && <NewApiKey value={newKey} />}
      {query.isPending ? (
        <ApiKeyListSkeleton />
      ) : query.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <ApiKeyList keys={query.data} onRevoke={onRevoke} />
      )}
      <ApiKeyCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreate={async ({ name, expiresInDays }) =>
          (await create({ data: { organizationId, name, expiresInDays } })).key
        }
        onCreated={async (key) => {
          setNewKey(key)
          toast.success(t('created'))
          await refresh()
        }}
      />
    </SectionCard>
  )
}
