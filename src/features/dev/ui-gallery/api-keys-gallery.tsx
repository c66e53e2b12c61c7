import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiKeyCreateDialog } from '@/components/api-keys/api-key-create-dialog'
import { type ApiKeyListItem, ApiKeyList, ApiKeyListSkeleton } from '@/components/api-keys/api-key-list'
import { NewApiKey } from '@/components/api-keys/new-api-key'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { Specimen, SpecimenGrid } from './gallery-section'
import { wait } from './wait'

// Fixed dates, so the server and the browser render the same text.
const sampleKeys: ApiKeyListItem[] = [
  {
    id: 'sample-1',
    name: 'Deploy script',
    start: 'thr_Xk3',
    permissions: ['repository:read', 'repository:update'],
    createdAt: '2025-03-02T09:15:00.000Z',
    expiresAt: '2035-03-02T09:15:00.000Z',
    lastUsedAt: '2025-03-20T17:42:00.000Z',
    lastUsedFrom: '203.0.113.x',
  },
  {
    id: 'sample-2',
    name: 'Nightly report',
    start: 'thr_q9B',
    permissions: [],
    createdAt: '2024-11-05T08:00:00.000Z',
    expiresAt: '2024-12-05T08:00:00.000Z',
    lastUsedAt: null,
    lastUsedFrom: null,
  },
]

const sampleGrantable = ['repository:read', 'repository:create', 'repository:update', 'repository:delete', 'user:list']
const sampleSecret = 'thr_sample_9fJq2LwX7bR4mKc8VtZ1nYp6HsD3gAe5'

/** The shared pieces of src/components/api-keys, with sample keys: no call reaches the server. */
export function ApiKeysGallery() {
  const { t } = useTranslation('api-keys')
  const { t: tDev } = useTranslation('dev')
  const [creating, setCreating] = useState(false)
  const [keys, setKeys] = useState(sampleKeys)

  return (
    <section
      id="components-api-keys"
      aria-labelledby="components-api-keys-heading"
      data-testid="ui-gallery-api-keys"
      className="grid min-w-0 scroll-mt-28 gap-5 rounded-card border border-border p-4 sm:p-6"
    >
      <header className="grid gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id="components-api-keys-heading" className="text-lg font-semibold tracking-tight">
            {t('title')}
          </h2>
          <code dir="ltr" className="text-xs text-muted-foreground">
            {'src/components/api-keys/'}
          </code>
        </div>
        <p className="text-sm text-muted-foreground">{t('personalDescription')}</p>
      </header>
      <Specimen label={tDev('uiGallery.states.default')} className="block">
        <NewApiKey value={sampleSecret} />
      </Specimen>
      <SpecimenGrid>
        <Specimen label={tDev('uiGallery.states.list')} className="block">
          <ApiKeyList
            keys={keys}
            onRevoke={async (id) => {
              await wait(800)
              setKeys((current) => current.filter((key) => key.id !== id))
              toast.success(t('revoked'))
            }}
          />
        </Specimen>
        <div className="grid content-start gap-5">
          <Specimen label={tDev('uiGallery.states.loading')} className="block">
            <ApiKeyListSkeleton />
          </Specimen>
          <Specimen label={tDev('uiGallery.states.empty')} className="block">
            <ApiKeyList keys={[]} />
          </Specimen>
        </div>
      </SpecimenGrid>
      <Specimen label={t('form.title')}>
        <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t('create')}
        </Button>
        <ApiKeyCreateDialog
          open={creating}
          onOpenChange={setCreating}
          grantable={sampleGrantable}
          onCreate={async () => {
            await wait(800)
            return sampleSecret
          }}
          onCreated={() => {
            setKeys(sampleKeys)
            toast.success(t('created'))
          }}
        />
      </Specimen>
    </section>
  )
}
