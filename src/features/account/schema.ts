import { z } from 'zod'
import { codeSchema, emailSchema, nameSchema } from '@/lib/validation'

export const accountStates = ['', 'change-name'] as const

/** Search params of /app/account and /manager/account (SPEC §2): a bad value falls back to the default. */
export const accountSearchSchema = z.object({
  state: z.enum(accountStates).catch('').default(''),
  newEmail: z.string().catch('').default(''),
})
export type AccountSearch = z.output<typeof accountSearchSchema>
export const accountSearchDefaults: AccountSearch = { state: '', newEmail: '' }

export const changeNameSchema = z.object({ name: nameSchema })
export const requestEmailChangeSchema = z.object({ newEmail: emailSchema })
export const confirmEmailChangeSchema = z.object({ newEmail: emailSchema, code: codeSchema })
// The actions on the caller's own account (list, revoke all others, delete) take no input at all.
export const noInputSchema = z.undefined({ error: 'errors:invalidInput' })
// Session ids are UUIDs (see advanced.database.generateId): anything else cannot be one of the caller's.
export const sessionIdSchema = z.object({ id: z.uuid('account:sessions.notFound') })
