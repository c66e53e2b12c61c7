import { KeyRound, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { DateTime } from '@/components/date-time'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListSkeleton } from '@/components/ui/skeleton'

/** A key as its owners see it: never its secret, only its first characters; dates as ISO strings. */
export interface ApiKeyListItem {
  id: string
  name: string
  start: string
  /** `resource:action`; none for a key that acts with its maker's rights. */
  permissions: readonly string[]
  createdAt: string
  expiresAt: string | null
  lastUsedAt: string | null
  /** The network it was last used from (203.0.113.x), not the full address. */
  lastUsedFrom: string | null
}

/** The keys, newest first as given; without `onRevoke` they cannot be revoked from here. */
export function ApiKeyList({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKeyListItem[]
  /** Rejects to keep the confirmation open (after telling the person why). */
  onRevoke?: (id: string) => Promise<void>
}) {
  const { t } = useTranslation('api-keys')
  // When the list was first shown: a key that expires while it stays open is refused by the server all the same.
  const [now] = useState(() => Date.now())
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
  return (
    <ul className="grid divide-y divide-border" aria-label={t('list.label')}>
      {keys.map((key) => (
        <ApiKeyRow key={key.id} apiKey={key} now={now} onRevoke={onRevoke} />
      ))}
    </ul>
  )
}

function ApiKeyRow({
  apiKey,
  now,
  onRevoke,
}: {
  apiKey: ApiKeyListItem
  now: number
  onRevoke?: (id: string) => Promise<void>
}) {
  const { t } = useTranslation('api-keys')
  const expired = apiKey.expiresAt !== null && new Date(apiKey.expiresAt).getTime() <= now
  const date = (value: string) => ({ date: <DateTime value={value} /> })

  return (
    <li
      className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-3 text-sm sm:grid-cols-[auto_1fr_auto]"
      data-testid="api-key"
      data-expired={expired || undefined}
    >
      <KeyRound aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{apiKey.name}</span>
          <bdi dir="ltr" className="font-mono text-xs text-muted-foreground">
            {`${apiKey.start}…`}
          </bdi>
          {expired && <Badge variant="destructive">{t('list.expired')}</Badge>}
        </div>
        {apiKey.permissions.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('list.permissions')}>
            {apiKey.permissions.map((permission) => (
              <li key={permission}>
                <Badge variant="outline" className="font-mono">
                  <code dir="ltr">{permission}</code>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-muted-foreground">
          <span>
            <Trans t={t} i18nKey="list.created" components={date(apiKey.createdAt)} />
          </span>
          <span>
            {apiKey.expiresAt === null ? (
              t('list.neverExpires')
            ) : (
              <Trans t={t} i18nKey={expired ? 'list.expiredAt' : 'list.expires'} components={date(apiKey.expiresAt)} />
            )}
          </span>
          <span>
            {apiKey.lastUsedAt === null ? (
              t('list.neverUsed')
            ) : apiKey.lastUsedFrom ? (
              <Trans
                t={t}
                i18nKey="list.lastUsedFrom"
                values={{ network: apiKey.lastUsedFrom }}
                components={{ ...date(apiKey.lastUsedAt), network: <bdi dir="ltr" className="font-mono text-xs" /> }}
              />
            ) : (
              <Trans t={t} i18nKey="list.lastUsed" components={date(apiKey.lastUsedAt)} />
            )}
          </span>
        </p>
      </div>
      {onRevoke && (
        <div className="col-start-2 sm:col-start-auto">
          <ConfirmDialog
            title={t('list.revokeTitle')}
            description={t('list.revokeDescription', { name: apiKey.name })}
            confirmLabel={t('list.revokeConfirm')}
            confirmVariant="destructive"
            onConfirm={() => onRevoke(apiKey.id)}
          >
            <Button variant="secondary" size="sm" aria-label={t('list.revokeLabel', { name: apiKey.name })}>
              <Trash2 aria-hidden className="size-4" />
              {t('list.revoke')}
            </Button>
          </ConfirmDialog>
        </div>
      )}
    </li>
  )
}

/** In place of the list while it loads. */
export function ApiKeyListSkeleton() {
  const { t } = useTranslation('api-keys')
  return <ListSkeleton label={t('loading')} rowClassName="py-3" />
}
