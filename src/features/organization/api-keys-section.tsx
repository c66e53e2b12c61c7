import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ApiKeyCreateDialog } from '@/components/api-keys/api-key-create-dialog'
import { ApiKeyList, ApiKeyListSkeleton } from '@/components/api-keys/api-key-list'
import { NewApiKey } from '@/components/api-keys/new-api-key'
import { useApiKeyActions } from '@/components/api-keys/use-api-key-actions'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { createOrganizationApiKey, revokeOrganizationApiKey } from './api-keys.functions'
import { organizationApiKeysQueryOptions, organizationKeys } from './queries'

/**
 * The organisation's API keys, for its owners and admins: each acts with the rights its maker has here, so it has no
 * permissions of its own to choose. A new key's secret is shown once, as a webhook's signing secret is.
 */
export function OrganizationApiKeysSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('api-keys')
  const query = useQuery(organizationApiKeysQueryOptions(organizationId))
  const create = useServerFn(createOrganizationApiKey)
  const revoke = useServerFn(revokeOrganizationApiKey)
  const { creating, setCreating, newKey, onRevoke, onCreated } = useApiKeyActions({
    queryKey: organizationKeys.apiKeys(organizationId),
    revoke: (keyId) => revoke({ data: { organizationId, keyId } }),
  })

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
        onCreated={onCreated}
      />
    </SectionCard>
  )
}
