import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { emailSchema, nameSchema } from '@/lib/validation'

export const userRoles = ['user', 'admin'] as const
export type UserRole = (typeof userRoles)[number]

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const BAN_REASON_MAX_LENGTH = 500

const userId = z.string().min(1, 'user:errors.notFound').max(100, 'user:errors.notFound')
export const roleSchema = z.enum(userRoles, 'user:validation.roleInvalid')

export const userIdSchema = z.object({ id: userId })

export const listUsersSchema = z.object({
  searchTerm: z.string().trim().max(100).optional().default(''),
  cursor: z.string().max(500).optional(),
  limit: z.number().int().min(1).max(100).optional().default(20),
})

export const userFormSchema = z.object({ email: emailSchema, name: nameSchema, role: roleSchema })
export const createUserSchema = userFormSchema
export const updateUserSchema = userFormSchema.extend({ id: userId })

export const setUserRoleSchema = z.object({ id: userId, role: roleSchema })

export const banUserSchema = z.object({
  id: userId,
  reason: z
    .string()
    .trim()
    .max(BAN_REASON_MAX_LENGTH, messageWithValues('user:validation.banReasonTooLong', { max: BAN_REASON_MAX_LENGTH })),
  /** ISO date-time; null bans until an admin unbans. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'user:validation.banExpiryInvalid' })
    .nullable()
    .refine((value) => value === null || Date.parse(value) > Date.now(), 'user:validation.banExpiryPast'),
})

export const revokeUserSessionSchema = z.object({ userId, sessionId: z.string().min(1).max(100) })
export const revokeUserSessionsSchema = z.object({ userId })

export const setUserPasswordSchema = z.object({
  id: userId,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, messageWithValues('user:validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, messageWithValues('user:validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH })),
})

export const usersSearchSchema = z.object({ searchTerm: z.string().catch('').default('') })
