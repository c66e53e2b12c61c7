import type { SAMLConfig } from '@better-auth/sso'
import { IdentityProvider } from 'samlify'
import { samlServiceProvider } from './sso'

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'

/**
 * What an owner gives for a SAML provider: its metadata XML (read from its URL when only that is given), or its
 * entity ID, single sign-on URL and certificate.
 */
export interface SamlProviderInput {
  organizationId: string
  metadata: string
  metadataUrl: string
  entityId: string
  ssoUrl: string
  certificate: string
}

/**
 * better-auth's configuration of the organisation's SAML provider: the product's entity ID and ACS URL, signed
 * assertions about an address (the NameID, or the `email` attribute), the name from `name` or its two parts.
 */
export function samlConfigOf(input: SamlProviderInput, baseUrl: string): SAMLConfig {
  const serviceProvider = samlServiceProvider(baseUrl, input.organizationId)
  return {
    issuer: serviceProvider.entityId,
    audience: serviceProvider.entityId,
    entryPoint: input.ssoUrl,
    idpMetadata: input.metadata
      ? { metadata: input.metadata }
      : {
          entityID: input.entityId,
          cert: input.certificate,
          singleSignOnService: [{ Binding: REDIRECT_BINDING, Location: input.ssoUrl }],
        },
    // Where a sign-in started at the provider's portal lands, and a refused one too: the root sends the person on,
    // or to the error page that says why.
    callbackUrl: `${baseUrl}/`,
    wantAssertionsSigned: true,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    mapping: {
      email: 'email',
      name: 'name',
      firstName: 'firstName',
      lastName: 'lastName',
      extraFields: { groups: 'groups' },
    },
  }
}

/**
 * The provider as the configuration describes it, if people can be sent to it: its entity ID, its single sign-on
 * service for browser redirects and its signing certificates (base64 DER). Undefined otherwise.
 */
export function samlIdentityProviderOf(
  config: SAMLConfig,
): { entityId: string; signOnUrl: string; certificates: string[] } | undefined {
  const { metadata, entityID, cert, singleSignOnService } = config.idpMetadata as SAMLConfig['idpMetadata'] & {
    metadata?: string
    entityID?: string
  }
  try {
    const provider = metadata
      ? IdentityProvider({ metadata })
      : IdentityProvider({ entityID, signingCert: cert as string, singleSignOnService })
    const entityId = provider.entityMeta.getEntityID()
    const signing: string | string[] | undefined = provider.entityMeta.getX509Certificate('signing')
    const certificates = [signing ?? []].flat().filter(Boolean)
    const signOnUrl = provider.entityMeta.getSingleSignOnService('redirect')
    if (!entityId || certificates.length === 0 || typeof signOnUrl !== 'string' || !URL.canParse(signOnUrl)) {
      return undefined
    }
    return { entityId, signOnUrl, certificates }
  } catch {
    return undefined
  }
}
