import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { useFormatDate } from '@/components/date-time'
import { SessionItem } from '@/components/session-item'
import { userKeys } from './queries'
import { reportRefusal } from '@/components/errors/report-refusal'
import { revokeUserSession, revokeUserSessions } from './user.functions'

export interface UserSession {
  id: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
  impersonatedBy: string | null
}

export function UserSessions({ userId, name, sessions }: { userId: string; name: string; sessions: UserSession[] }) {
  const { t } = useTranslation('user')
  const queryClient = useQueryClient()
  const revokeOne = useServerFn(revokeUserSession)
  const revokeAll = useServerFn(revokeUserSessions)
  const [revoking, setRevoking] = useState<string>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) })

  const revoke = async (sessionId: string) => {
    setRevoking(sessionId)
    try {
      await revokeOne({ data: { userId, sessionId } })
      toast.success(t('sessions.revoked'))
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      await refresh()
      setRevoking(undefined)
    }
  }

  const onRevokeAll = async () => {
    try {
      await revokeAll({ data: { userId } })
      toast.success(t('sessions.allRevoked'))
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await refresh()
    }
  }

  return (
    <SectionCard
      title={t('sessions.title')}
      description={t('sessions.count', { count: sessions.length })}
      actions={
        sessions.length > 0 && (
          <ConfirmDialog
            description={t('sessions.revokeAllDescription', { name })}
            confirmLabel={t('sessions.revokeAll')}
            confirmVariant="destructive"
            onConfirm={onRevokeAll}
          >
            <Button variant="secondary" size="sm">
              {t('sessions.revokeAll')}
            </Button>
          </ConfirmDialog>
        )
      }
    >
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sessions.empty')}</p>
      ) : (
        <ul className="-my-2 divide-y divide-border">
          {sessions.map((session) => (
            <UserSessionItem
              key={session.id}
              session={session}
              revoking={revoking === session.id}
              onRevoke={() => void revoke(session.id)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

function UserSessionItem({
  session,
  revoking,
  onRevoke,
}: {
  session: UserSession
  revoking: boolean
  onRevoke: () => void
}) {
  const { t } = useTranslation('user')
  const formatDate = useFormatDate()

  return (
    <SessionItem
      className="py-3"
      data-testid="user-session"
      userAgent={session.userAgent}
      badge={session.impersonatedBy && <Badge variant="outline">{t('sessions.impersonated')}</Badge>}
      revoke={{
        text: t('sessions.revoke'),
        label: (device) => t('sessions.revokeLabel', { device }),
        loading: revoking,
        onClick: onRevoke,
      }}
    >
      <p className="text-sm text-muted-foreground">
        {session.ipAddress && (
          <span dir="ltr" className="me-2">
            {session.ipAddress}
          </span>
        )}
        <span>{t('sessions.lastActive', { date: formatDate(session.updatedAt) })}</span>
      </p>
    </SessionItem>
  )
}
