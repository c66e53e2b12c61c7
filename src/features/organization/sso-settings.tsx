import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { Form, useAppForm } from '@/components/ui/form'
import { setSamlIdpInitiated, setSsoAdminGroup, setSsoPolicy } from './organization.functions'
import { ssoAdminGroupSchema } from './sso'

interface Setting {
  on: boolean
  testId: string
  /** Texts by state: the badge, what the button does, and what its confirmation says. */
  badge: { on: string; off: string }
  help: string
  action: { on: string; off: string }
  confirm: { on: string; off: string }
  done: { on: string; off: string }
  change: (on: boolean) => Promise<unknown>
  onChanged: () => Promise<void>
}

/** One of the provider's on/off settings: its state, what it means, and its change, confirmed first. */
function ConfirmedSetting({ on, testId, badge, help, action, confirm, done, change, onChanged }: Setting) {
  const { t } = useTranslation('organization')
  const state = on ? 'on' : 'off'
  const onConfirm = async () => {
    try {
      await change(!on)
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await onChanged()
    toast.success(t(done[on ? 'off' : 'on']))
  }
  return (
    <div className="grid gap-2 border-t border-border pt-4" data-testid={testId}>
      <Badge variant={on ? 'default' : 'secondary'} className="w-fit">
        {t(badge[state])}
      </Badge>
      <p className="text-sm text-muted-foreground">{t(help)}</p>
      <ConfirmDialog description={t(confirm[state])} confirmLabel={t(action[state])} onConfirm={onConfirm}>
        {/* Its label is a sentence in some languages: it wraps on a phone rather than widening the page. */}
        <Button
          variant="secondary"
          size="sm"
          className="h-auto min-h-9 justify-self-start py-1.5 text-start whitespace-normal"
        >
          {t(action[state])}
        </Button>
      </ConfirmDialog>
    </div>
  )
}

type SettingProps = { organizationId: string; onChanged: () => Promise<void> }

/** Required or merely offered: each change stepped up and audited. */
export function SsoPolicy({ organizationId, required, onChanged }: SettingProps & { required: boolean }) {
  const change = useServerFn(setSsoPolicy)
  return (
    <ConfirmedSetting
      on={required}
      testId="sso-policy"
      badge={{ on: 'sso.requiredBadge', off: 'sso.offeredBadge' }}
      help="sso.policyHelp"
      action={{ on: 'sso.allowCodes', off: 'sso.policyLabel' }}
      confirm={{ on: 'sso.allowCodesHelp', off: 'sso.policyHelp' }}
      done={{ on: 'sso.required', off: 'sso.offered' }}
      change={(on) => change({ data: { organizationId, required: on } })}
      onChanged={onChanged}
    />
  )
}

/** SAML only: whether sign-ins may start at the provider's portal. Off unless an owner turns it on. */
export function SamlIdpInitiated({ organizationId, allowed, onChanged }: SettingProps & { allowed: boolean }) {
  const change = useServerFn(setSamlIdpInitiated)
  return (
    <ConfirmedSetting
      on={allowed}
      testId="sso-idp-initiated"
      badge={{ on: 'sso.saml.idpInitiatedAllowedBadge', off: 'sso.saml.idpInitiatedRefusedBadge' }}
      help="sso.saml.idpInitiatedHelp"
      action={{ on: 'sso.saml.idpInitiatedRefuse', off: 'sso.saml.idpInitiatedLabel' }}
      confirm={{ on: 'sso.saml.idpInitiatedRefuseHelp', off: 'sso.saml.idpInitiatedHelp' }}
      done={{ on: 'sso.saml.idpInitiatedOn', off: 'sso.saml.idpInitiatedOff' }}
      change={(on) => change({ data: { organizationId, allowed: on } })}
      onChanged={onChanged}
    />
  )
}

/** The provider's group whose people are the organisation's admins: saved stepped up and audited; empty clears it. */
export function SsoAdminGroup({ organizationId, group, onChanged }: SettingProps & { group: string }) {
  const { t } = useTranslation('organization')
  const save = useServerFn(setSsoAdminGroup)
  const form = useAppForm({
    defaultValues: { organizationId, group },
    validators: { onSubmit: ssoAdminGroupSchema },
    onSubmit: async ({ value }) => {
      try {
        await save({ data: value })
      } catch (error) {
        reportRefusal(t, error)
        return
      }
      await onChanged()
      toast.success(t(value.group.trim() ? 'sso.adminGroup.saved' : 'sso.adminGroup.cleared'))
    },
  })
  return (
    <div className="border-t border-border pt-4" data-testid="sso-admin-group">
      <Form form={form} aria-label={t('sso.adminGroup.label')}>
        <form.AppField name="group">
          {(field) => (
            <field.TextField label={t('sso.adminGroup.label')} help={t('sso.adminGroup.help')} autoComplete="off" />
          )}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton variant="secondary" size="sm" className="justify-self-start">
            {t('sso.adminGroup.save')}
          </form.SubmitButton>
        </form.AppForm>
      </Form>
    </div>
  )
}
