import { useInfiniteQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Ban, KeyRound, Pencil, ShieldCheck, ShieldOff, VenetianMask } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuditLogList } from '@/components/audit-log-list'
import { SecurityActivityList } from '@/components/security-activity-list'
import { LazyOverlay, lazyOverlay } from '@/components/lazy-overlay'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DeleteButton } from '@/components/ui/delete-button'
import { Detail } from '@/components/ui/detail'
import { toast } from '@/components/ui/toaster'
import { reportRefusal } from '@/components/errors/report-refusal'
import { PageLayout } from '@/components/page-layout'
import { loadAuthClient } from '@/lib/auth/auth-client'
import { authErrorKey, hasAuthErrorMessage } from '@/lib/auth/auth-error-message'
import { ChangeRoleDialog } from './change-role-dialog'
import { DateTime, useFormatDate } from '@/components/date-time'
import { userActivityQueryOptions, userKeys, userQueryOptions } from './queries'
import { RoleBadges } from './roles'
import { holdsRole } from '@/lib/auth/roles'
import { RemovePasskeysButton } from './remove-passkeys-button'
import { SetPasswordDialog } from './set-password-dialog'
import { UserSessions } from './user-sessions'
import { deleteUser, unbanUser } from './user.functions'

// The ban dialog's date picker (about 35 KB gzip with its popover) is fetched when the dialog is about to open.
const BanUserDialog = lazyOverlay(() => import('./ban-user-dialog').then((module) => module.BanUserDialog))

export function PageUser({ id }: { id: string }) {
  const { t } = useTranslation('user')
  const { data } = useSuspenseQuery(userQueryOptions(id))
  const activity = useInfiniteQuery(userActivityQueryOptions(id))
  const { user } = data
  const context = useRouteContext({
    from: '__root__',
    select: (root) => ({ me: root.session?.user.id, passwordEnabled: root.signIn.passwordEnabled }),
  })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  const remove = useServerFn(deleteUser)
  const unban = useServerFn(unbanUser)
  const formatDate = useFormatDate()
  const [dialog, setDialog] = useState<'role' | 'ban' | 'password'>()
  const isSelf = context.me === id
  const name = user.name || user.email

  const onDelete = async () => {
    try {
      await remove({ data: { id } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    toast.success(t('delete.success'))
    await navigate({ to: '/manager/users' })
    queryClient.removeQueries({ queryKey: userKeys.detail(id) })
    await queryClient.invalidateQueries({ queryKey: userKeys.all })
  }

  const onUnban = async () => {
    try {
      await unban({ data: { id } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await queryClient.invalidateQueries({ queryKey: userKeys.all })
    toast.success(t('unban.success'))
  }

  const onImpersonate = async () => {
    const authClient = await loadAuthClient()
    const { error } = await authClient.admin.impersonateUser({ userId: id })
    if (error) {
      reportRefusal(t, error, hasAuthErrorMessage(error) ? authErrorKey(error) : 'user:impersonate.failed')
      throw new Error(error.message ?? error.code)
    }
    // A full page load: nothing cached for the administrator (queries, route context) survives, and
    // the /manager guard is not re-run under the user's session on the way out.
    await router.navigate({ to: '/app', reloadDocument: true })
  }

  return (
    <PageLayout
      title={name}
      backTo="/manager/users"
      actions={
        <>
          <Link
            to="/manager/users/$id/update"
            params={{ id }}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil aria-hidden className="size-4" />
            {t('update.action')}
          </Link>
          {!isSelf && (
            <DeleteButton
              label={t('delete.action')}
              description={t('delete.description', { name })}
              confirmLabel={t('delete.confirm')}
              onConfirm={onDelete}
            />
          )}
        </>
      }
    >
      <div className="grid gap-6">
        <Card asChild className="grid gap-6 sm:grid-cols-2">
          <dl>
            <Detail label={t('fields.email')}>
              <span className="flex flex-wrap items-center gap-2">
                <span dir="ltr" className="break-all">
                  {user.email}
                </span>
                <Badge variant="outline">
                  {user.emailVerified ? t('detail.emailVerified') : t('detail.emailNotVerified')}
                </Badge>
              </span>
            </Detail>
            <Detail label={t('fields.name')}>{user.name}</Detail>
            <Detail label={t('fields.role')}>
              <RoleBadges role={user.role} />
            </Detail>
            <Detail label={t('fields.status')}>
              {user.banned ? (
                <span className="grid gap-1">
                  <Badge variant="destructive" data-testid="user-status">
                    <Ban aria-hidden />
                    {user.banExpires ? (
                      <span suppressHydrationWarning>
                        {t('status.bannedUntil', { date: formatDate(user.banExpires) })}
                      </span>
                    ) : (
                      t('status.banned')
                    )}
                  </Badge>
                  <span className="text-sm whitespace-pre-line text-muted-foreground">
                    {user.banReason || t('detail.noReason')}
                  </span>
                </span>
              ) : (
                <Badge variant="secondary" data-testid="user-status">
                  {t('status.active')}
                </Badge>
              )}
            </Detail>
            <Detail label={t('fields.createdAt')}>
              <DateTime value={user.createdAt} />
            </Detail>
            <Detail label={t('passkeys.label')}>
              <span data-testid="user-passkeys">{t('passkeys.count', { count: data.passkeyCount })}</span>
            </Detail>
          </dl>
        </Card>

        <SectionCard title={t('detail.actions')}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setDialog('role')}>
              <ShieldCheck aria-hidden className="size-4" />
              {t('role.action')}
            </Button>
            {!isSelf &&
              (user.banned ? (
                <ConfirmDialog
                  description={t('unban.description', { name })}
                  confirmLabel={t('unban.confirm')}
                  onConfirm={onUnban}
                >
                  <Button variant="secondary" size="sm">
                    <ShieldOff aria-hidden className="size-4" />
                    {t('unban.action')}
                  </Button>
                </ConfirmDialog>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  onPointerEnter={BanUserDialog.preload}
                  onFocus={BanUserDialog.preload}
                  onClick={() => setDialog('ban')}
                >
                  <Ban aria-hidden className="size-4" />
                  {t('ban.action')}
                </Button>
              ))}
            {/* better-auth refuses to impersonate administrators: the action is offered for others only. */}
            {!isSelf && !user.banned && !holdsRole(user.role, 'admin') && (
              <ConfirmDialog
                description={t('impersonate.description', { name })}
                confirmLabel={t('impersonate.confirm')}
                onConfirm={onImpersonate}
              >
                <Button variant="secondary" size="sm">
                  <VenetianMask aria-hidden className="size-4" />
                  {t('impersonate.action')}
                </Button>
              </ConfirmDialog>
            )}
            {data.passkeyCount > 0 && <RemovePasskeysButton userId={id} name={name} count={data.passkeyCount} />}
            {context.passwordEnabled && (
              <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setDialog('password')}>
                <KeyRound aria-hidden className="size-4" />
                {t('password.action')}
              </Button>
            )}
          </div>
        </SectionCard>

        <UserSessions userId={id} name={name} sessions={data.sessions} />

        <SectionCard title={t('detail.activity')}>
          <SecurityActivityList query={activity} reader="admin" target={name} />
        </SectionCard>

        <SectionCard title={t('detail.audit')}>
          <AuditLogList entries={data.audit} emptyLabel={t('detail.auditEmpty')} />
        </SectionCard>
      </div>

      <ChangeRoleDialog
        key={user.role ?? ''}
        id={id}
        name={name}
        role={user.role}
        open={dialog === 'role'}
        onOpenChange={(open) => setDialog(open ? 'role' : undefined)}
      />
      {!isSelf && (
        <LazyOverlay open={dialog === 'ban'}>
          <BanUserDialog
            id={id}
            name={name}
            open={dialog === 'ban'}
            onOpenChange={(open) => setDialog(open ? 'ban' : undefined)}
          />
        </LazyOverlay>
      )}
      {context.passwordEnabled && (
        <SetPasswordDialog
          id={id}
          name={name}
          open={dialog === 'password'}
          onOpenChange={(open) => setDialog(open ? 'password' : undefined)}
        />
      )}
    </PageLayout>
  )
}
