import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Fingerprint } from 'lucide-react'
import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canUsePasskeys } from '@/components/document/passkey-sign-in'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/load-error'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListSkeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toaster'
import { useFormatDate } from '@/components/date-time'
import { isDemo } from '@/lib/environment/demo'
import { addPasskey, defaultPasskeyName } from '@/lib/auth/add-passkey'
import { removePasskey } from './passkey.functions'
import type { PasskeyListItem } from './passkey.server'
import { accountKeys, myPasskeysQuery } from './queries'
import { AccountSection } from './account-section'
import { RenamePasskeyDialog } from './rename-passkey-dialog'

/** Known once hydrated (undefined before): the server cannot tell what the browser supports. */
function usePasskeySupport() {
  return useHydrated() ? canUsePasskeys() : undefined
}

export function PasskeysSection({ userId, impersonated }: { userId: string; impersonated: boolean }) {
  const { t } = useTranslation('passkeys')
  const query = useQuery(myPasskeysQuery)
  const queryClient = useQueryClient()
  const supported = usePasskeySupport()
  const [adding, setAdding] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys })

  const add = async () => {
    setAdding(true)
    try {
      await addPasskey({ userId, name: defaultPasskeyName(t) })
      toast.success(t('added'))
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      await refresh()
      setAdding(false)
    }
  }

  const unavailable = isDemo
    ? t('offInDemo')
    : impersonated
      ? t('impersonating')
      : supported === false && t('unsupported')

  return (
    <AccountSection
      title={t('title')}
      description={t('description')}
      actions={
        !unavailable && (
          <Button variant="secondary" size="sm" loading={adding} disabled={!supported} onClick={() => void add()}>
            <Fingerprint aria-hidden className="size-4" />
            {t('add')}
          </Button>
        )
      }
    >
      {unavailable && <p className="text-sm text-muted-foreground">{unavailable}</p>}
      {query.isPending ? (
        <PasskeysSkeleton />
      ) : query.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="-my-4 divide-y divide-border">
          {query.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} changeable={!impersonated} onChanged={refresh} />
          ))}
        </ul>
      )}
    </AccountSection>
  )
}

function PasskeyItem({
  passkey,
  changeable,
  onChanged,
}: {
  passkey: PasskeyListItem
  changeable: boolean
  onChanged: () => Promise<void>
}) {
  const { t } = useTranslation('passkeys')
  const formatDate = useFormatDate()
  const remove = useServerFn(removePasskey)
  const [renaming, setRenaming] = useState(false)
  const name = passkey.name || t('unnamed')

  const onRemove = async () => {
    try {
      await remove({ data: { id: passkey.id } })
      toast.success(t('removed'))
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await onChanged()
    }
  }

  return (
    <li
      className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-4 sm:grid-cols-[auto_1fr_auto]"
      data-testid="passkey"
    >
      <Fingerprint aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{name}</span>
          <Badge variant="outline">{passkey.synced ? t('synced') : t('singleDevice')}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground" suppressHydrationWarning>
          {passkey.provider && <span>{passkey.provider}</span>}
          <span>{t('created', { date: formatDate(passkey.createdAt) })}</span>
          <span>{passkey.lastUsedAt ? t('lastUsed', { date: formatDate(passkey.lastUsedAt) }) : t('neverUsed')}</span>
        </p>
      </div>
      {changeable && (
        <div className="col-start-2 flex gap-2 sm:col-start-auto">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('renameLabel', { name })}
            onClick={() => setRenaming(true)}
          >
            {t('rename')}
          </Button>
          <ConfirmDialog
            title={t('removeTitle')}
            description={t('removeDescription', { name })}
            confirmLabel={t('remove')}
            confirmVariant="destructive"
            onConfirm={onRemove}
          >
            <Button variant="secondary" size="sm" aria-label={t('removeLabel', { name })}>
              {t('remove')}
            </Button>
          </ConfirmDialog>
          <RenamePasskeyDialog
            passkey={{ id: passkey.id, name: passkey.name ?? '' }}
            open={renaming}
            onOpenChange={setRenaming}
            onRenamed={onChanged}
          />
        </div>
      )}
    </li>
  )
}

function PasskeysSkeleton() {
  const { t } = useTranslation('passkeys')
  return <ListSkeleton label={t('loading')} rows={1} className="-my-4" />
}
