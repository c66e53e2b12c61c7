import { useQueryClient } from '@tanstack/react-query'
import { MailPlus, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { languages, toLanguage } from '@/lib/i18n/languages'
import { translateMessage } from '@/lib/i18n/message'
import { callOrganizationApi } from './errors'
import { organizationApi } from './organization-client'
import { type MyOrganization, organizationKeys } from './queries'
import { assignableRoles, NativeSelect, OrganizationRoleBadges, OrganizationRoleSelect } from './roles'
import { type InviteMemberInput, inviteMemberSchema, type OrganizationRole } from './schema'
import { DateTime } from '@/components/date-time'

export function InvitationsSection({ organization: data }: { organization: MyOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [inviting, setInviting] = useState(false)
  const { can } = data

  const cancel = async (invitationId: string, email: string) => {
    await callOrganizationApi(t, () => organizationApi.cancelInvitation({ invitationId }))
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    toast.success(t('invitations.cancelled', { email }))
  }

  return (
    <SectionCard
      title={t('invitations.title')}
      actions={
        can.invite && (
          <Button size="sm" aria-haspopup="dialog" onClick={() => setInviting(true)}>
            <MailPlus aria-hidden className="size-4" />
            {t('invite.action')}
          </Button>
        )
      }
    >
      {data.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>
      ) : (
        <ul role="list" className="divide-y divide-border" data-testid="organization-invitations">
          {data.invitations.map((invitation) => {
            const { expired } = invitation
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center gap-3 py-3"
                data-invitation={invitation.email}
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span dir="ltr" className="truncate text-start font-medium">
                    {invitation.email}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {expired ? (
                      t('invitations.expired')
                    ) : (
                      <>
                        {t('invitations.expires')} <DateTime value={invitation.expiresAt} dateOnly />
                      </>
                    )}
                  </span>
                </span>
                {expired && <Badge variant="destructive">{t('invitations.expiredBadge')}</Badge>}
                <OrganizationRoleBadges role={invitation.role} />
                {can.cancelInvitation && (
                  <ConfirmDialog
                    description={t('invitations.cancelDescription', { email: invitation.email })}
                    confirmLabel={t('invitations.cancelConfirm')}
                    confirmVariant="destructive"
                    onConfirm={() => cancel(invitation.id, invitation.email)}
                  >
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('invitations.cancelNamed', { email: invitation.email })}
                    >
                      <X aria-hidden className="size-4" />
                      {t('invitations.cancel')}
                    </Button>
                  </ConfirmDialog>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {can.invite && <InviteDialog open={inviting} onOpenChange={setInviting} organization={data} />}
    </SectionCard>
  )
}

function InviteDialog({
  open,
  onOpenChange,
  organization: data,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  organization: MyOrganization
}) {
  const { t, i18n } = useTranslation('organization')
  const queryClient = useQueryClient()
  const roles = assignableRoles(data.can.manageOwners)
  const initial = (): InviteMemberInput => ({
    email: '',
    role: 'member',
    language: toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en',
  })
  const [values, setValues] = useState<InviteMemberInput>(initial)
  const [errors, setErrors] = useState<Partial<Record<keyof InviteMemberInput, string>>>({})

  const submit = async () => {
    const parsed = inviteMemberSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])))
      return false
    }
    setErrors({})
    const { email, role, language } = parsed.data
    try {
      // The e-mail's language travels as ?lng=, which the server's language detection reads first.
      await callOrganizationApi(t, () =>
        organizationApi.inviteMember({
          organizationId: data.organization.id,
          email,
          role,
          fetchOptions: { query: { lng: language } },
        }),
      )
    } catch {
      return false
    }
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
    toast.success(t('invite.success', { email }))
  }

  const set = <Key extends keyof InviteMemberInput>(key: Key, value: InviteMemberInput[Key]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => {
        setValues(initial())
        setErrors({})
      }}
      title={t('invite.title', { name: data.organization.name })}
      description={t('invite.description')}
      submitLabel={t('invite.submit')}
      onSubmit={submit}
    >
      <Field label={t('fields.email')} error={errors.email && translateMessage(t, errors.email)}>
        <Input
          name="email"
          type="email"
          dir="ltr"
          autoComplete="off"
          autoFocus
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </Field>
      <Field label={t('fields.role')} error={errors.role && translateMessage(t, errors.role)}>
        <OrganizationRoleSelect
          name="role"
          value={values.role as OrganizationRole}
          onChange={(role) => set('role', role)}
          roles={roles}
        />
      </Field>
      <Field
        label={t('fields.language')}
        help={t('invite.languageHelp')}
        error={errors.language && translateMessage(t, errors.language)}
      >
        <NativeSelect
          name="language"
          value={values.language}
          onChange={(event) => set('language', event.target.value as InviteMemberInput['language'])}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`common:language.${language}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </FormDialog>
  )
}
