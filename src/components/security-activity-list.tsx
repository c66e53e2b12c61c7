import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { History, LogIn, ShieldAlert, ShieldX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { organizationSignInActions } from '@/lib/activity/organization-sign-in-actions'
import { DateTime } from '@/components/date-time'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { auditActionIcons, auditSentenceKey, isAuditAction } from '@/components/audit-actions'
import type { ActivityItem, ActivityPage } from '@/lib/activity/security-activity'
import { deviceName } from '@/lib/activity/device-name'

export type SecurityActivityQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<ActivityPage, unknown>, unknown>,
  'data' | 'isPending' | 'isError' | 'refetch' | 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'
>

// The changes a person makes to their own account: the others are an administrator's.
const ownActions = new Set([
  'user.change-email',
  'user.add-passkey',
  'user.remove-passkey',
  'session.revoke',
  'session.revoke-others',
  'user.create-api-key',
  'user.revoke-api-key',
  'user.refuse-api-key',
])
const isOrganizationSignInAction = (action: string) => (organizationSignInActions as readonly string[]).includes(action)

const adminActions = new Set([
  'user.create',
  'user.update',
  'user.set-role',
  'user.ban',
  'user.unban',
  'user.impersonate',
  'user.stop-impersonating',
  'user.set-password',
  'user.remove-passkeys',
  'user.change-email',
  'user.add-passkey',
  'user.remove-passkey',
  'session.revoke',
  'session.revoke-all',
  'session.revoke-others',
])

/**
 * An account's security activity, newest first, a page at a time. `target` names the account in an
 * administrator's view (`reader="admin"`), whose sentences name the administrator who acted; the person's own
 * view only says that an administrator did.
 */
export function SecurityActivityList({
  query,
  reader,
  target,
}: {
  query: SecurityActivityQuery
  reader: 'owner' | 'admin'
  target?: string
}) {
  const { t } = useTranslation(['account', 'audit'])

  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span role="status" className="sr-only">
          {t('account:activity.loading')}
        </span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex items-start gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </div>
        ))}
      </div>
    )
  }
  if (!query.data) {
    return <LoadError message={t('account:activity.error')} onRetry={() => void query.refetch()} />
  }

  const items = query.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return <p className="py-4 text-sm text-muted-foreground">{t('account:activity.empty')}</p>
  }
  return (
    <div className="grid gap-3">
      <ol className="-my-3 divide-y divide-border" data-testid="security-activity">
        {items.map((item) => (
          <ActivityEntry key={`${item.kind}-${item.id}`} item={item} reader={reader} target={target} />
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="w-fit justify-self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('account:activity.loadMore')}
        </Button>
      )}
    </div>
  )
}

function useOidcProviderName() {
  return useRouteContext({
    from: '__root__',
    select: (context) => context.signIn.providers.find((candidate) => candidate.id === 'oidc')?.name,
  })
}

function useSentence(reader: 'owner' | 'admin', target: string | undefined) {
  const { t } = useTranslation(['account', 'audit'])
  const oidcProvider = useOidcProviderName()
  return (item: ActivityItem): string => {
    if (item.kind === 'sign-in-refused') return t('account:activity.signInFailed')
    if (item.kind === 'sign-in') {
      if (item.method === 'oidc')
        return t('account:activity.signIn.oidc', { provider: oidcProvider ?? 'OpenID Connect' })
      return t(`account:activity.signIn.${item.method ?? 'unknown'}`)
    }
    const action = item.action ?? ''
    if (reader === 'admin' && isAuditAction(action)) {
      // The audit log's own sentence, with the names put in as plain text.
      return t(`audit:${auditSentenceKey(action)}`, {
        actor: item.admin ?? target ?? '',
        target: item.subject ?? target ?? '',
        organization: item.organization ?? '',
        role: item.role ? t(`audit:roles.${item.role}`, { defaultValue: item.role }) : '',
      }).replace(/<\/?(actor|target)>/g, '')
    }
    // Nobody acted: the organisation's directory (SCIM) or identity provider did.
    if (action === 'user.directory-add' || action === 'user.directory-suspend' || action === 'user.provider-role')
      return t(`account:activity.events.directory.${action.slice('user.'.length)}`, {
        organization: item.organization,
        role: item.role ? t(`audit:roles.${item.role}`, { defaultValue: item.role }) : '',
      })
    if (item.byAdmin)
      return adminActions.has(action)
        ? t(`account:activity.byAdminEvents.${action}`)
        : t('account:activity.byAdminEvents.other')
    if (isOrganizationSignInAction(action))
      return t(`account:activity.events.${action}`, { organization: item.organization, subject: item.subject })
    return ownActions.has(action)
      ? t(`account:activity.events.${action}`, { subject: item.subject })
      : t('account:activity.events.other')
  }
}

function ActivityEntry({ item, reader, target }: { item: ActivityItem; reader: 'owner' | 'admin'; target?: string }) {
  const { t } = useTranslation('account')
  const sentence = useSentence(reader, target)
  const Icon =
    item.kind === 'sign-in'
      ? LogIn
      : item.kind === 'sign-in-refused'
        ? ShieldX
        : item.action && isAuditAction(item.action)
          ? auditActionIcons[item.action]
          : History
  const device = item.browser || item.os ? deviceName(t, item) : null

  return (
    <li className="flex items-start gap-3 py-3" data-kind={item.kind} data-event={item.action ?? undefined}>
      <span
        aria-hidden
        className={
          item.kind === 'sign-in-refused' || item.byAdmin
            ? 'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-destructive/10 text-destructive'
            : 'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-accent text-primary'
        }
      >
        {item.byAdmin && reader === 'owner' ? <ShieldAlert className="size-4" /> : <Icon className="size-4" />}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="wrap-anywhere">{sentence(item)}</p>
        {(device || item.network) && (
          <p className="text-sm break-words text-muted-foreground">
            {device}
            {device && item.network && ' · '}
            {item.network && <bdi dir="ltr">{item.network}</bdi>}
          </p>
        )}
        {reader === 'admin' && item.admin && (
          <p className="text-sm break-words text-muted-foreground">{t('activity.byAdmin', { admin: item.admin })}</p>
        )}
        <p className="text-xs text-muted-foreground">
          <DateTime value={item.at} />
        </p>
      </div>
    </li>
  )
}
