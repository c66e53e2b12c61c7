import { z } from 'zod'
import { INVALID_INPUT, isStorableText } from './validation'

/** The lifetimes a key may be made with, in days; null: until it is revoked. */
export const apiKeyLifetimes = [7, 30, 90, 365] as const

export const apiKeyFields = {
  name: z
    .string('api-keys:validation.nameRequired')
    .trim()
    .min(1, 'api-keys:validation.nameRequired')
    .max(64, 'api-keys:validation.nameTooLong')
    .refine(isStorableText, INVALID_INPUT),
  expiresInDays: z
    .number(INVALID_INPUT)
    .refine((days) => (apiKeyLifetimes as readonly number[]).includes(days), INVALID_INPUT)
    .nullable(),
  /** `resource:action`, as the owner's permission statements name them. */
  permissions: z
    .array(z.string(INVALID_INPUT).regex(/^[a-z-]+:[a-z-]+$/, INVALID_INPUT), INVALID_INPUT)
    .min(1, 'api-keys:validation.permissionsRequired')
    .max(100, INVALID_INPUT)
    .transform((statements) => [...new Set(statements)]),
  keyId: z.string(INVALID_INPUT).min(1).max(100).refine(isStorableText, INVALID_INPUT),
}
