import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'

// Checked by the forms, the server functions and the better-auth organisation plugin alike.

export const ORGANIZATION_NAME_MAX_LENGTH = 100
export const TEAM_NAME_MAX_LENGTH = 100

export const organizationNameSchema = z
  .string({ error: 'organization:validation.nameRequired' })
  .trim()
  .min(1, 'organization:validation.nameRequired')
  .max(
    ORGANIZATION_NAME_MAX_LENGTH,
    messageWithValues('organization:validation.nameTooLong', { max: ORGANIZATION_NAME_MAX_LENGTH }),
  )
  .refine(isStorableText, INVALID_INPUT)

export const teamNameSchema = z
  .string({ error: 'organization:validation.teamNameRequired' })
  .trim()
  .min(1, 'organization:validation.teamNameRequired')
  .max(
    TEAM_NAME_MAX_LENGTH,
    messageWithValues('organization:validation.teamNameTooLong', { max: TEAM_NAME_MAX_LENGTH }),
  )
  .refine(isStorableText, INVALID_INPUT)
