import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { activityCursorSchema } from '@/lib/activity/security-activity'
import { emailSchema, INVALID_INPUT, isStorableText, nameSchema } from '@/lib/validation/validation'
import { userRoles } from './known-roles'
import { userRefusals } from './refusals'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const BAN_REASON_MAX_LENGTH = 500

// Any id that cannot be a stored one (empty, too long, a NUL the database would refuse) is an unknown user.
const userId = z.string(userRefusals.notFound).min(1).max(100).refine(isStorableText)
export const roleSchema = z.enum(userRoles, 'user:validation.roleInvalid')

export const userIdSchema = z.object({ id: userId }, INVALID_INPUT)
export const userActivitySchema = z.object({ id: userId, cursor: activityCursorSchema }, INVALID_INPUT)

export const userFormSchema = z.object({ email: emailSchema, name: nameSchema, role: roleSchema }, INVALID_INPUT)
export const updateUserSchema = userFormSchema.extend({ id: userId })

export const setUserRoleSchema = z.object({ id: userId, role: roleSchema }, INVALID_INPUT)

export const banUserSchema = z.object(
  {
    id: userId,
    reason: z
      .string(INVALID_INPUT)
      .trim()
      .max(BAN_REASON_MAX_LENGTH, messageWithValues('user:validation.banReasonTooLong', { max: BAN_REASON_MAX_LENGTH }))
      .refine(isStorableText),
    /** ISO date-time; null bans until an admin unbans. */
    expiresAt: z.iso
      .datetime({ offset: true, error: 'user:validation.banExpiryInvalid' })
      .nullable()
      .refine((value) => value === null || Date.parse(value) > Date.now(), 'user:validation.banExpiryPast'),
  },
  INVALID_INPUT,
)

export const revokeUserSessionSchema = z.object(
  { userId, sessionId: z.string('user:errors.sessionNotFound').min(1).max(100).refine(isStorableText) },
  INVALID_INPUT,
)
// Ending all of a user's sessions and removing all their passkeys need nothing but the user.
const userIdOnlySchema = z.object({ userId }, INVALID_INPUT)
export const revokeUserSessionsSchema = userIdOnlySchema
export const removeUserPasskeysSchema = userIdOnlySchema

export const setUserPasswordSchema = z.object(
  {
    id: userId,
    password: z
      .string(INVALID_INPUT)
      .min(PASSWORD_MIN_LENGTH, messageWithValues('user:validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
      .max(PASSWORD_MAX_LENGTH, messageWithValues('user:validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }))
      .refine(isStorableText),
  },
  INVALID_INPUT,
)
