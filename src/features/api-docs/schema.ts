import { z } from 'zod'
import { apiKeyFields } from '@/lib/validation/api-key'
import { INVALID_INPUT } from '@/lib/validation/validation'

export const noInputSchema = z.undefined({ error: INVALID_INPUT })

/** A personal key: its name, its lifetime and the permissions it holds (`resource:action`, some of its owner's). */
export const createApiKeySchema = z.object(
  { name: apiKeyFields.name, expiresInDays: apiKeyFields.expiresInDays, permissions: apiKeyFields.permissions },
  INVALID_INPUT,
)

export const apiKeyIdSchema = z.object({ keyId: apiKeyFields.keyId }, INVALID_INPUT)
