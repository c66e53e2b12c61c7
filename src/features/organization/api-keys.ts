import { z } from 'zod'
import { apiKeyFields } from '@/lib/validation/api-key'
import { INVALID_INPUT } from '@/lib/validation/validation'
import { organizationId } from './schema'

export const createOrganizationApiKeySchema = z.object(
  { organizationId, name: apiKeyFields.name, expiresInDays: apiKeyFields.expiresInDays },
  INVALID_INPUT,
)

export const organizationApiKeyIdSchema = z.object({ organizationId, keyId: apiKeyFields.keyId }, INVALID_INPUT)
