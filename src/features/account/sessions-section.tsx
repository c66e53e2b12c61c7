import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/load-error'
import { SessionItem } from '@/components/session-item'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListSkeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toaster'
import { revokeSession } from './account.functions'
import { AccountSection } from './account-section'
import type { AccountSession } from './account.server'
import { accountKeys, accountSessionsQuery } from './queries'
import { useRevokeOtherSessions } from './use-revoke-other-sessions'
import { useFormatDate } from '@/components/date-time'

export function SessionsSection() {
  const { t } = useTranslation('account')
  const query = useQuery(accountSessionsQuery)
  const queryClient = useQueryClient()
  const revokeOne = useServerFn(revokeSession)
  const [revoking, setRevoking] = useState<string>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions })
  const hasOthers = query.data?.some((session) => !session.current) ?? false

  const revoke = async (id: string) => {
    setRevoking(id)
    try {
      await revokeOne({ data: { id } })
      toast.success(t('sessions.revoked'))
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      await refresh()
      setRevoking(undefined)
    }
  }

  const revokeAllOthers = useRevokeOtherSessions('sessions.othersRevoked')

  return (
    <AccountSection
      title={t('sessions.title')}
      description={query.data ? t('sessions.count', { count: query.data.length }) : t('sessions.description')}
      actions={
        hasOthers && (
          <ConfirmDialog
            title={t('sessions.revokeOthersTitle')}
            description={t('sessions.revokeOthersDescription')}
            confirmLabel={t('sessions.revokeOthers')}
            confirmVariant="destructive"
            onConfirm={revokeAllOthers}
          >
            <Button variant="secondary" size="sm">
              {t('sessions.revokeOthers')}
            </Button>
          </ConfirmDialog>
        )
      }
    >
      {query.isPending ? (
        <SessionsSkeleton />
      ) : query.isError ? (
        <LoadError message={t('sessions.error')} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="-my-4 divide-y divide-border">
          {query.data.map((session) => (
            <AccountSessionItem
              key={session.id}
              session={session}
              revoking={revoking === session.id}
              onRevoke={() => void revoke(session.id)}
            />
          ))}
        </ul>
      )}
    </AccountSection>
  )
}

function AccountSessionItem({
  session,
  revoking,
  onRevoke,
}: {
  session: AccountSession
  revoking: boolean
  onRevoke: () => void
}) {
  const { t } = useTranslation('account')
  const formatDate = useFormatDate()
  const lastActive = formatDate(session.lastActiveAt)

  return (
    <SessionItem
      className="py-4"
      data-testid="account-session"
      data-current={session.current}
      userAgent={session.userAgent}
      badge={session.current && <Badge>{t('sessions.current')}</Badge>}
      revoke={
        session.current
          ? undefined
          : {
              text: t('sessions.revoke'),
              label: (device) => t('sessions.revokeLabel', { device, date: lastActive }),
              loading: revoking,
              onClick: onRevoke,
            }
      }
    >
      <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground">
        <span>{t('sessions.lastActive', { date: lastActive })}</span>
        <span>{t('sessions.signedIn', { date: formatDate(session.createdAt) })}</span>
      </p>
      {session.ipAddress && (
        <p className="text-xs text-muted-foreground">{t('sessions.ipAddress', { ip: session.ipAddress })}</p>
      )}
    </SessionItem>
  )
}

function SessionsSkeleton() {
  const { t } = useTranslation('account')
  return <ListSkeleton label={t('sessions.loading')} className="-my-4" />
}
