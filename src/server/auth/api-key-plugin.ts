import { apiKey } from '@better-auth/api-key'
import { appConfig } from '~/app.config'

/** The two kinds of key, one configuration of @better-auth/api-key each: `personal` keys belong to a user. */
export const apiKeyKinds = ['personal', 'organization'] as const
export type ApiKeyKind = (typeof apiKeyKinds)[number]

const { personalPrefix, organizationPrefix, maxExpiresInDays } = appConfig.apiKeys

/** The kind a presented key claims by its prefix (the organisation prefix is the longer, so it is tried first). */
export function apiKeyKindOf(key: string): ApiKeyKind {
  return key.startsWith(organizationPrefix) ? 'organization' : 'personal'
}

// Enough of a key to recognise it in a list: its prefix and 8 random characters.
const RECOGNISABLE_CHARACTERS = 8

/**
 * Keys are made, listed and revoked by the product's server functions (validated, stepped up, audited): the
 * plugin's HTTP endpoints are closed (endpoint-doors.ts), and no session is made from a key: only /api/v1 reads
 * keys (api-key-authentication.ts). The plugin's rate limit is off, for the product's fixed windows: its window
 * restarts only after a pause, so a client calling steadily would be refused once it had made `max` calls.
 */
export function createApiKeyPlugin() {
  const shared = {
    defaultKeyLength: 48,
    maximumNameLength: 64,
    rateLimit: { enabled: false },
    keyExpiration: { maxExpiresIn: maxExpiresInDays },
  }
  return apiKey([
    {
      ...shared,
      configId: 'personal',
      references: 'user',
      defaultPrefix: personalPrefix,
      startingCharactersConfig: { charactersLength: personalPrefix.length + RECOGNISABLE_CHARACTERS },
    },
    {
      ...shared,
      configId: 'organization',
      references: 'organization',
      defaultPrefix: organizationPrefix,
      // Who made the key: it acts as them, within the organisation.
      enableMetadata: true,
      startingCharactersConfig: { charactersLength: organizationPrefix.length + RECOGNISABLE_CHARACTERS },
    },
  ])
}
