import { useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, Trash2, UserMinus, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { toast } from '@/components/ui/toaster'
import { callOrganizationApi } from './errors'
import { NameDialog } from './name-dialog'
import { organizationApi } from './organization-client'
import { type MyOrganization, organizationKeys } from './queries'
import { NativeSelect } from './roles'
import { teamNameSchema } from '@/lib/validation/organization-names'

type Team = MyOrganization['teams'][number]

export function TeamsSection({ organization: data }: { organization: MyOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'rename' | 'add'; team: Team }>()
  const { can } = data
  const organizationId = data.organization.id
  const memberName = (userId: string) => {
    const found = data.members.find((member) => member.userId === userId)
    return found ? found.name || found.email : userId
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all })

  const create = async (name: string) => {
    try {
      await callOrganizationApi(t, () => organizationApi.createTeam({ organizationId, name }))
    } catch {
      return false
    }
    await refresh()
    toast.success(t('teams.created', { name }))
  }

  const rename = (team: Team) => async (name: string) => {
    try {
      await callOrganizationApi(t, () =>
        organizationApi.updateTeam({ teamId: team.id, data: { organizationId, name } }),
      )
    } catch {
      return false
    }
    await refresh()
    toast.success(t('teams.renamed', { name }))
  }

  const remove = async (team: Team) => {
    await callOrganizationApi(t, () => organizationApi.removeTeam({ organizationId, teamId: team.id }))
    await refresh()
    toast.success(t('teams.deleted', { name: team.name }))
  }

  const removeMember = async (team: Team, userId: string) => {
    await callOrganizationApi(t, () => organizationApi.removeTeamMember({ organizationId, teamId: team.id, userId }))
    await refresh()
    toast.success(t('teams.memberRemoved', { name: memberName(userId), team: team.name }))
  }

  return (
    <SectionCard
      title={t('teams.title')}
      actions={
        can.createTeams && (
          <Button size="sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden className="size-4" />
            {t('teams.create')}
          </Button>
        )
      }
    >
      {data.teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('teams.empty')}</p>
      ) : (
        <ul role="list" className="grid gap-3" data-testid="organization-teams">
          {data.teams.map((team) => (
            <li
              key={team.id}
              className="grid gap-3 rounded-lg border border-border p-4"
              aria-label={team.name}
              data-team={team.name}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{team.name}</h3>
                <span className="flex flex-wrap gap-2">
                  {can.updateMembers && team.userIds.length < data.members.length && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'add', team })}
                      aria-label={t('teams.addMemberNamed', { team: team.name })}
                    >
                      <UserPlus aria-hidden className="size-4" />
                      {t('teams.addMember')}
                    </Button>
                  )}
                  {can.updateTeams && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'rename', team })}
                      aria-label={t('teams.renameNamed', { team: team.name })}
                    >
                      <Pencil aria-hidden className="size-4" />
                      {t('teams.rename')}
                    </Button>
                  )}
                  {can.deleteTeams && (
                    <ConfirmDialog
                      description={t('teams.deleteDescription', { name: team.name })}
                      confirmLabel={t('teams.deleteConfirm')}
                      confirmVariant="destructive"
                      onConfirm={() => remove(team)}
                    >
                      <Button variant="secondary" size="sm" aria-label={t('teams.deleteNamed', { team: team.name })}>
                        <Trash2 aria-hidden className="size-4" />
                        {t('teams.delete')}
                      </Button>
                    </ConfirmDialog>
                  )}
                </span>
              </div>
              {team.userIds.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('teams.noMembers')}</p>
              ) : (
                <ul role="list" className="flex flex-wrap gap-2">
                  {team.userIds.map((userId) => (
                    <li
                      key={userId}
                      className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 ps-3 pe-1 text-sm"
                    >
                      {memberName(userId)}
                      {can.removeMembers && (
                        <ConfirmDialog
                          description={t('teams.removeMemberDescription', {
                            name: memberName(userId),
                            team: team.name,
                          })}
                          confirmLabel={t('teams.removeMemberConfirm')}
                          onConfirm={() => removeMember(team, userId)}
                        >
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-7 rounded-full"
                            aria-label={t('teams.removeMemberNamed', { name: memberName(userId), team: team.name })}
                          >
                            <UserMinus aria-hidden className="size-3.5" />
                          </Button>
                        </ConfirmDialog>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}

      <NameDialog
        open={dialog?.kind === 'create'}
        onOpenChange={(open) => setDialog(open ? { kind: 'create' } : undefined)}
        title={t('teams.createTitle')}
        label={t('fields.teamName')}
        submitLabel={t('teams.createSubmit')}
        schema={teamNameSchema}
        onSave={create}
      />
      {dialog?.kind === 'rename' && (
        <NameDialog
          key={dialog.team.id}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
          title={t('teams.renameTitle', { name: dialog.team.name })}
          label={t('fields.teamName')}
          submitLabel={t('teams.renameSubmit')}
          initialName={dialog.team.name}
          schema={teamNameSchema}
          onSave={rename(dialog.team)}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddTeamMemberDialog
          key={dialog.team.id}
          organization={data}
          team={dialog.team}
          onClose={() => setDialog(undefined)}
        />
      )}
    </SectionCard>
  )
}

function AddTeamMemberDialog({
  organization: data,
  team,
  onClose,
}: {
  organization: MyOrganization
  team: Team
  onClose: () => void
}) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const candidates = data.members.filter((member) => !team.userIds.includes(member.userId))
  const [open, setOpen] = useState(true)
  const [userId, setUserId] = useState(candidates[0]?.userId ?? '')

  const submit = async () => {
    const chosen = candidates.find((member) => member.userId === userId)
    if (!chosen) return false
    try {
      await callOrganizationApi(t, () =>
        organizationApi.addTeamMember({ organizationId: data.organization.id, teamId: team.id, userId }),
      )
    } catch {
      return false
    }
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    toast.success(t('teams.memberAdded', { name: chosen.name || chosen.email, team: team.name }))
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onClosed={onClose}
      title={t('teams.addMemberTitle', { team: team.name })}
      submitLabel={t('teams.addMemberSubmit')}
      onSubmit={submit}
    >
      <Field label={t('fields.member')}>
        <NativeSelect name="member" value={userId} onChange={(event) => setUserId(event.target.value)}>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </FormDialog>
  )
}
