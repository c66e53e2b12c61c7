import { z } from 'zod'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { organizationRefusals } from './refusals'
import { organizationId } from './schema'

export const createScimTokenSchema = z.object({ organizationId }, INVALID_INPUT)

export const revokeScimTokenSchema = z.object(
  {
    organizationId,
    tokenId: z.string(organizationRefusals.scimTokenNotFound).min(1).max(100).refine(isStorableText),
  },
  INVALID_INPUT,
)

/** The SCIM base URL a directory (Okta, Entra ID...) is given: better-auth's SCIM plugin answers there. */
export function scimBaseUrl(baseUrl: string) {
  return `${baseUrl}/api/auth/scim/v2`
}
