import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, UserMinus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { toast } from '@/components/ui/toaster'
import { callOrganizationApi } from './errors'
import { organizationApi } from './organization-client'
import { type MyOrganization, type MyOrganizationMember, organizationKeys } from './queries'
import { assignableRoles, formOrganizationRole, OrganizationRoleBadges, OrganizationRoleSelect } from './roles'
import type { OrganizationRole } from './schema'
import { isOrganizationOwner } from '@/lib/auth/roles'

export function MembersSection({ organization: data }: { organization: MyOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<MyOrganizationMember>()
  const { can, me } = data
  const organizationId = data.organization.id

  // better-auth: only an owner may change or remove an owner.
  const mayManage = (target: MyOrganizationMember) =>
    target.userId !== me.userId && (can.manageOwners || !isOrganizationOwner(target.role))

  const remove = async (target: MyOrganizationMember) => {
    await callOrganizationApi(t, () => organizationApi.removeMember({ organizationId, memberIdOrEmail: target.id }))
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    toast.success(t('members.removed', { name: target.name || target.email }))
  }

  return (
    <SectionCard title={t('members.title', { count: data.members.length })}>
      <ul role="list" className="divide-y divide-border" data-testid="organization-members">
        {data.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 py-3" data-member={member.email}>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                <span className="truncate">{member.name || member.email}</span>
                {member.userId === me.userId && <Badge variant="outline">{t('members.you')}</Badge>}
              </span>
              <span dir="ltr" className="truncate text-start text-sm text-muted-foreground">
                {member.email}
              </span>
            </span>
            <OrganizationRoleBadges role={member.role} />
            {mayManage(member) && (can.updateMembers || can.removeMembers) && (
              <span className="flex flex-wrap gap-2">
                {can.updateMembers && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(member)}
                    aria-label={t('members.changeRoleNamed', { name: member.name || member.email })}
                  >
                    <ShieldCheck aria-hidden className="size-4" />
                    {t('members.changeRole')}
                  </Button>
                )}
                {can.removeMembers && (
                  <ConfirmDialog
                    description={t('members.removeDescription', {
                      name: member.name || member.email,
                      organization: data.organization.name,
                    })}
                    confirmLabel={t('members.removeConfirm')}
                    confirmVariant="destructive"
                    onConfirm={() => remove(member)}
                  >
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('members.removeNamed', { name: member.name || member.email })}
                    >
                      <UserMinus aria-hidden className="size-4" />
                      {t('members.remove')}
                    </Button>
                  </ConfirmDialog>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <MemberRoleDialog
          key={editing.id}
          organizationId={organizationId}
          member={editing}
          roles={assignableRoles(can.manageOwners)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </SectionCard>
  )
}

function MemberRoleDialog({
  organizationId,
  member,
  roles,
  onClose,
}: {
  organizationId: string
  member: MyOrganizationMember
  roles: OrganizationRole[]
  onClose: () => void
}) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(true)
  const [role, setRole] = useState<OrganizationRole>(formOrganizationRole(member.role))
  const name = member.name || member.email

  const submit = async () => {
    try {
      await callOrganizationApi(t, () =>
        organizationApi.updateMemberRole({ organizationId, memberId: member.id, role }),
      )
    } catch {
      return false
    }
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    toast.success(t('members.roleChanged', { name }))
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onClosed={onClose}
      title={t('members.roleTitle', { name })}
      submitLabel={t('members.roleSubmit')}
      onSubmit={submit}
    >
      <Field label={t('fields.role')}>
        <OrganizationRoleSelect name="role" value={role} onChange={setRole} roles={roles} />
      </Field>
    </FormDialog>
  )
}
