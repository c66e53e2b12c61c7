import { z } from 'zod'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { organizationId } from './schema'

const issuerSchema = z
  .string({ error: 'organization:sso.validation.issuerRequired' })
  .trim()
  .min(1, 'organization:sso.validation.issuerRequired')
  .max(500, 'organization:sso.validation.issuerInvalid')
  .refine((value) => {
    const url = URL.parse(value)
    return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash
  }, 'organization:sso.validation.issuerInvalid')
  // Discovery appends /.well-known/openid-configuration to it.
  .transform((value) => value.replace(/\/+$/, ''))

const credentialSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2_000, 'organization:sso.validation.tooLong')
    .refine(isStorableText, 'organization:sso.validation.tooLong')

/** An OpenID Connect provider as its administrators give it: the issuer (discovery finds the rest), client id, secret. */
export const connectOidcProviderSchema = z.object(
  {
    organizationId,
    issuer: issuerSchema,
    clientId: credentialSchema('organization:sso.validation.clientIdRequired'),
    clientSecret: credentialSchema('organization:sso.validation.clientSecretRequired'),
  },
  INVALID_INPUT,
)

const samlText = (max: number, tooLong: string) =>
  z.string({ error: INVALID_INPUT }).trim().max(max, tooLong).refine(isStorableText, tooLong)

const optionalHttpUrl = (invalid: string) =>
  samlText(2_000, 'organization:sso.validation.tooLong').refine(
    (value) => value === '' || /^https?:$/.test(URL.parse(value)?.protocol ?? ''),
    invalid,
  )

/** A SAML 2.0 provider's details, each checked on its own (the form's validation). */
export const samlProviderFieldsSchema = z.object(
  {
    organizationId,
    metadata: samlText(100_000, 'organization:sso.validation.metadataTooLong'),
    metadataUrl: optionalHttpUrl('organization:sso.validation.metadataUrlInvalid'),
    entityId: samlText(500, 'organization:sso.validation.tooLong'),
    ssoUrl: optionalHttpUrl('organization:sso.validation.ssoUrlInvalid'),
    certificate: samlText(20_000, 'organization:sso.validation.tooLong'),
  },
  INVALID_INPUT,
)

/**
 * A SAML 2.0 provider as its administrators give it: its metadata XML or the URL it is published at (Okta, Entra ID,
 * Google Workspace and ADFS all offer both), or, without it, its entity ID, single sign-on URL and signing certificate.
 */
export const hasSamlProvider = (value: z.infer<typeof samlProviderFieldsSchema>) =>
  value.metadata !== '' ||
  value.metadataUrl !== '' ||
  (value.entityId !== '' && value.ssoUrl !== '' && value.certificate !== '')

export const connectSamlProviderSchema = samlProviderFieldsSchema.refine(hasSamlProvider, {
  path: ['metadata'],
  message: 'organization:sso.validation.samlRequired',
})

/** Whether the organisation's SAML provider may sign people in from its own portal (IdP-initiated). */
export const samlIdpInitiatedSchema = z.object({ organizationId, allowed: z.boolean(INVALID_INPUT) }, INVALID_INPUT)

/** The provider's group whose people are the organisation's admins; empty: roles are given in the product. */
export const ssoAdminGroupSchema = z.object(
  {
    organizationId,
    group: z
      .string({ error: INVALID_INPUT })
      .trim()
      .max(200, 'organization:sso.validation.tooLong')
      .refine(isStorableText, 'organization:sso.validation.tooLong'),
  },
  INVALID_INPUT,
)

/** Whether the organisation's domains sign in only through its provider (`required`), or may also use codes. */
export const ssoPolicySchema = z.object({ organizationId, required: z.boolean(INVALID_INPUT) }, INVALID_INPUT)

/**
 * An organisation has at most one provider, named after it: its redirect URI is known before it is connected, so
 * that the provider's administrators can register it first and come back with the client id and secret.
 */
export function ssoProviderIdOf(organizationId: string) {
  return `org-${organizationId}`
}

/** The address the provider sends people back to, to register there. */
export function ssoRedirectUri(baseUrl: string, organizationId: string) {
  return `${baseUrl}/api/auth/sso/callback/${ssoProviderIdOf(organizationId)}`
}

/** What a SAML provider is given: the product's entity ID (its metadata's address) and where it posts its answers. */
export function samlServiceProvider(baseUrl: string, organizationId: string) {
  const providerId = ssoProviderIdOf(organizationId)
  const metadataUrl = `${baseUrl}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`
  return { entityId: metadataUrl, metadataUrl, acsUrl: `${baseUrl}/api/auth/sso/saml2/sp/acs/${providerId}` }
}

/** What "Test the connection" checks, by protocol: each told as passed, a warning, or failed, with its values. */
export type SsoCheckName = 'discovery' | 'signingKeys' | 'clientCredentials' | 'certificate' | 'signOn'

export interface SsoCheck {
  name: SsoCheckName
  outcome: 'passed' | 'warning' | 'failed'
  /** Why it failed, when the outcome alone does not say (its own sentence). */
  reason?: 'unreachable'
  /** The sentence's values; `date` is an ISO date, formatted in the reader's language. */
  values: Record<string, string | number>
}
