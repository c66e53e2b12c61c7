import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { CopyButton } from '@/components/ui/copy-button'
import { Form, useAppForm } from '@/components/ui/form'
import { toast } from '@/components/ui/toaster'
import {
  connectOidcProvider,
  connectOidcProviderAsManager,
  connectSamlProvider,
  connectSamlProviderAsManager,
} from './organization.functions'
import type { MyOrganization } from './queries'
import { connectOidcProviderSchema, hasSamlProvider, samlProviderFieldsSchema } from './sso'

type Sso = NonNullable<MyOrganization['sso']>

/** One address to register at the provider, with its copy button; the label above it on a phone, beside it wider. */
function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="grid gap-1 sm:flex sm:items-center sm:gap-2">
      <span className="shrink-0 text-muted-foreground sm:w-28">{label}</span>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
          {value}
        </span>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  )
}

/** What an OpenID Connect provider is given: the redirect URI. */
export function OidcRegistration({ sso }: { sso: Sso }) {
  const { t } = useTranslation('organization')
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="sso-redirect-uri">
      <p>{t('sso.registerIntro')}</p>
      <CopyRow label={t('sso.redirectUri')} value={sso.redirectUri} copyLabel={t('sso.copyRedirectUri')} />
    </div>
  )
}

/** What a SAML provider is given: the product's entity ID, where it posts its answers, and its metadata's address. */
export function SamlRegistration({ sso }: { sso: Sso }) {
  const { t } = useTranslation('organization')
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="sso-saml-registration">
      <p>{t('sso.saml.registerIntro')}</p>
      <CopyRow label={t('sso.saml.entityId')} value={sso.saml.entityId} copyLabel={t('sso.saml.copyEntityId')} />
      <CopyRow label={t('sso.saml.acsUrl')} value={sso.saml.acsUrl} copyLabel={t('sso.saml.copyAcsUrl')} />
      <CopyRow
        label={t('sso.saml.metadataUrl')}
        value={sso.saml.metadataUrl}
        copyLabel={t('sso.saml.copyMetadataUrl')}
      />
    </div>
  )
}

/** Sends a provider's details: a refusal is told, a success refreshes the page's data and says so. */
function useConnect<Input>(send: (options: { data: Input }) => Promise<unknown>, onConnected: () => Promise<void>) {
  const { t } = useTranslation('organization')
  return async (data: Input) => {
    try {
      await send({ data })
    } catch (error) {
      reportRefusal(t, error)
      return
    }
    await onConnected()
    toast.success(t('sso.connected'))
  }
}

interface ConnectFormProps {
  organizationId: string
  onConnected: () => Promise<void>
  /** A product admin connecting it from /manager, rather than an owner from the organisation's page. */
  asManager?: boolean
}

/** OpenID Connect first (what most providers offer), SAML 2.0 under a native disclosure. */
export function ConnectProviderForms({ sso, ...props }: ConnectFormProps & { sso: Sso }) {
  const { t } = useTranslation('organization')
  return (
    <>
      <OidcRegistration sso={sso} />
      <ConnectOidcForm {...props} />
      {/* A native disclosure: opened before the page hydrates, it stays open. */}
      <details className="grid gap-4 border-t border-border pt-4" data-testid="sso-saml">
        <summary className="cursor-pointer text-sm font-medium">{t('sso.saml.instead')}</summary>
        <div className="mt-4 grid gap-4">
          <SamlRegistration sso={sso} />
          <ConnectSamlForm {...props} />
        </div>
      </details>
    </>
  )
}

function ConnectOidcForm({ organizationId, onConnected, asManager }: ConnectFormProps) {
  const { t } = useTranslation('organization')
  const connect = useConnect(useServerFn(asManager ? connectOidcProviderAsManager : connectOidcProvider), onConnected)
  const form = useAppForm({
    defaultValues: { organizationId, issuer: '', clientId: '', clientSecret: '' },
    validators: { onSubmit: connectOidcProviderSchema },
    onSubmit: async ({ value }) => {
      await connect(value)
    },
  })
  return (
    <Form form={form} aria-label={t('sso.connectTitle')}>
      <form.AppField name="issuer">
        {(field) => (
          <field.TextField
            label={t('sso.fields.issuer')}
            help={t('sso.issuerHelp')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            placeholder="https://sso.example.com"
          />
        )}
      </form.AppField>
      <form.AppField name="clientId">
        {(field) => <field.TextField label={t('sso.fields.clientId')} autoComplete="off" dir="ltr" />}
      </form.AppField>
      <form.AppField name="clientSecret">
        {(field) => (
          <field.TextField
            label={t('sso.fields.clientSecret')}
            help={t('sso.secretHelp')}
            type="password"
            autoComplete="off"
            dir="ltr"
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton className="justify-self-start">{t('sso.connect')}</form.SubmitButton>
      </form.AppForm>
    </Form>
  )
}

function ConnectSamlForm({ organizationId, onConnected, asManager }: ConnectFormProps) {
  const { t } = useTranslation('organization')
  const connect = useConnect(useServerFn(asManager ? connectSamlProviderAsManager : connectSamlProvider), onConnected)
  const form = useAppForm({
    defaultValues: { organizationId, metadataUrl: '', metadata: '', entityId: '', ssoUrl: '', certificate: '' },
    validators: { onSubmit: samlProviderFieldsSchema },
    onSubmit: async ({ value, formApi }) => {
      // The metadata (its URL or XML) or the three details: told under the metadata URL, and checked again at the
      // next submission, whichever of them is filled in meanwhile.
      if (!hasSamlProvider(value)) {
        formApi.setFieldMeta('metadataUrl', (meta) => ({
          ...meta,
          errorMap: { ...meta.errorMap, onSubmit: 'organization:sso.validation.samlRequired' },
        }))
        return
      }
      await connect(value)
    },
  })
  return (
    <Form form={form} aria-label={t('sso.saml.connectTitle')}>
      <form.AppField name="metadataUrl">
        {(field) => (
          <field.TextField
            label={t('sso.saml.idpMetadataUrl')}
            help={t('sso.saml.idpMetadataUrlHelp')}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            placeholder="https://idp.example.com/metadata"
          />
        )}
      </form.AppField>
      <form.AppField name="metadata">
        {(field) => <field.TextareaField label={t('sso.saml.metadata')} help={t('sso.saml.metadataHelp')} rows={5} />}
      </form.AppField>
      <p className="text-sm text-muted-foreground">{t('sso.saml.manualIntro')}</p>
      <form.AppField name="entityId">
        {(field) => <field.TextField label={t('sso.saml.idpEntityId')} autoComplete="off" dir="ltr" />}
      </form.AppField>
      <form.AppField name="ssoUrl">
        {(field) => (
          <field.TextField label={t('sso.saml.ssoUrl')} type="url" inputMode="url" autoComplete="off" dir="ltr" />
        )}
      </form.AppField>
      <form.AppField name="certificate">
        {(field) => <field.TextareaField label={t('sso.saml.certificate')} rows={4} />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton className="justify-self-start">{t('sso.connect')}</form.SubmitButton>
      </form.AppForm>
    </Form>
  )
}
