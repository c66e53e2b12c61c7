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
import { AccountSection } from './account-section'
import { createMyApiKey, revokeMyApiKey } from '@/features/api-docs/api-keys.functions'
import { accountKeys, myApiKeysQuery } from './queries'
import { createApiKeySchema } from '@/features/api-docs/schema'

/**
 * One's own API keys, each with some of one's permissions. A new key's secret is shown once. Not made while
 * impersonated: the key would outlive the visit (the server refuses it too).
 */
export function ApiKeysSection({ impersonated }: { impersonated: boolean }) {
  const { t } = useTranslation('api-keys')
  const query = useQuery(myApiKeysQuery)
  const create = useServerFn(createMyApiKey)
  const revoke = useServerFn(revokeMyApiKey)
  const { creating, setCreating, newKey, onRevoke, onCreated } = useApiKeyActions({
    queryKey: accountKeys.apiKeys,
    revoke: (keyId) => revoke({ data: { keyId } }),
  })

  return (
    <AccountSection
      title={t('title')}
      description={t('personalDescription')}
      actions={
        !impersonated && (
          <Button variant="secondary" size="sm" disabled={!query.data} onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {t('create')}
          </Button>
        )
      }
    >
      {impersonated && <p className="text-sm text-muted-foreground">{t('errors.impersonating')}</p>}
      {newKey && <NewApiKey value={newKey} />}
      {query.isPending ? (
        <ApiKeyListSkeleton />
      ) : query.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <ApiKeyList keys={query.data.keys} onRevoke={onRevoke} />
      )}
      {query.data && !impersonated && (
        <ApiKeyCreateDialog
          open={creating}
          onOpenChange={setCreating}
          grantable={query.data.grantable}
          schema={createApiKeySchema}
          onCreate={async (values) =>
            (await create({ data: { ...values, permissions: values.permissions ?? [] } })).key
          }
          onCreated={onCreated}
        />
      )}
    </AccountSection>
  )
}
