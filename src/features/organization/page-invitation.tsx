import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router'
import { Check, MailX, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { DateTime } from '@/components/date-time'
import { callOrganizationApi } from './errors'
import { organizationApi } from './organization-client'
import { myInvitationQueryOptions, organizationKeys } from './queries'
import { organizationRefusals } from './refusals'
import { organizationRoleLabel } from './roles'
import { splitRoles } from '@/lib/auth/roles'

/** Someone else signed in is told they are not the recipient (better-auth refuses them anyway). */
export function PageInvitation({ invitationId, notRecipient }: { invitationId: string; notRecipient: boolean }) {
  const { t } = useTranslation('organization')
  if (notRecipient) return <NotTheRecipient />
  return (
    <PageLayout title={t('invitation.title')} backTo="/app/organizations">
      <InvitationCard invitationId={invitationId} />
    </PageLayout>
  )
}

function NotTheRecipient() {
  const { t } = useTranslation('organization')
  const email = useRouteContext({ from: '__root__', select: (root) => root.session?.user.email ?? '' })
  return (
    <PageLayout title={t('invitation.title')} backTo="/app/organizations">
      <Card className="grid max-w-xl justify-items-start gap-3" role="alert">
        <ShieldAlert aria-hidden className="size-8 text-destructive" />
        <p className="text-lg font-medium">{t(organizationRefusals.notTheRecipient)}</p>
        <p className="text-sm text-muted-foreground">
          {t('invitation.notRecipientHint')} <bdi dir="ltr">{email}</bdi>
        </p>
      </Card>
    </PageLayout>
  )
}

function InvitationCard({ invitationId }: { invitationId: string }) {
  const { t } = useTranslation('organization')
  const { data: invitation } = useSuspenseQuery(myInvitationQueryOptions(invitationId))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [accepting, setAccepting] = useState(false)
  const role = splitRoles(invitation.role)
    .map((name) => organizationRoleLabel(t, name))
    .join(', ')

  const accept = async () => {
    setAccepting(true)
    try {
      await callOrganizationApi(t, () => organizationApi.acceptInvitation({ invitationId }))
    } catch {
      setAccepting(false)
      return
    }
    toast.success(t('invitation.accepted', { name: invitation.organizationName }))
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    await navigate({ to: '/app/organizations/$organizationId', params: { organizationId: invitation.organizationId } })
  }

  const decline = async () => {
    await callOrganizationApi(t, () => organizationApi.rejectInvitation({ invitationId }))
    toast.success(t('invitation.declined', { name: invitation.organizationName }))
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    await navigate({ to: '/app/organizations' })
  }

  const closed = invitation.isMember
    ? t('invitation.alreadyMember', { name: invitation.organizationName })
    : invitation.status !== 'pending'
      ? t(
          `invitation.status.${invitation.status === 'accepted' || invitation.status === 'rejected' ? invitation.status : 'canceled'}`,
        )
      : invitation.expired
        ? t('invitation.expired')
        : undefined

  return (
    <Card className="grid max-w-xl gap-5">
      <p className="text-lg">
        {t('invitation.intro', {
          inviter: invitation.inviterName || invitation.inviterEmail,
          organization: invitation.organizationName,
          role,
        })}
      </p>
      <p className="text-sm text-muted-foreground">
        <bdi dir="ltr">{invitation.inviterEmail}</bdi>
        {' · '}
        {t('invitation.validUntil')} <DateTime value={invitation.expiresAt} dateOnly />
      </p>
      {closed ? (
        <div className="grid justify-items-start gap-3">
          <p role="status" className="font-medium">
            {closed}
          </p>
          {invitation.isMember ? (
            <Link
              to="/app/organizations/$organizationId"
              params={{ organizationId: invitation.organizationId }}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {t('invitation.open', { name: invitation.organizationName })}
            </Link>
          ) : (
            <Link to="/app/organizations" className={buttonVariants({ variant: 'secondary' })}>
              {t('detail.back')}
            </Link>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button loading={accepting} onClick={() => void accept()}>
            <Check aria-hidden className="size-4" />
            {t('invitation.accept')}
          </Button>
          <ConfirmDialog
            description={t('invitation.declineDescription', { name: invitation.organizationName })}
            confirmLabel={t('invitation.declineConfirm')}
            confirmVariant="destructive"
            onConfirm={decline}
          >
            <Button variant="secondary">
              <MailX aria-hidden className="size-4" />
              {t('invitation.decline')}
            </Button>
          </ConfirmDialog>
        </div>
      )}
    </Card>
  )
}
