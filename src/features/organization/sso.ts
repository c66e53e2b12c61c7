import { z } from 'zod'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { organizationRefusals } from './refusals'

const organizationId = z.string(organizationRefusals.notFound).min(1).max(100).refine(isStorableText)

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
