import { z } from 'zod'
import { activityCursorSchema } from '@/lib/activity/security-activity'
import { codeSchema, emailSchema, INVALID_INPUT, nameSchema, passkeyNameSchema } from '@/lib/validation/validation'

// Input that is not an object at all is refused with the generic message (INVALID_INPUT).
export const changeNameSchema = z.object({ name: nameSchema }, INVALID_INPUT)
export const requestEmailChangeSchema = z.object({ newEmail: emailSchema }, INVALID_INPUT)
export const confirmEmailChangeSchema = z.object({ newEmail: emailSchema, code: codeSchema }, INVALID_INPUT)
export const noInputSchema = z.undefined({ error: INVALID_INPUT })
// Session ids are UUIDs (see advanced.database.generateId): anything else cannot be one of the caller's.
export const sessionIdSchema = z.object({ id: z.uuid('account:sessions.notFound') }, INVALID_INPUT)
// Passkey ids are UUIDs too.
const passkeyId = z.uuid('passkeys:notFound')
export const passkeyIdSchema = z.object({ id: passkeyId }, INVALID_INPUT)
export const renamePasskeySchema = z.object({ id: passkeyId, name: passkeyNameSchema }, INVALID_INPUT)
export const listActivitySchema = z.object({ cursor: activityCursorSchema }, INVALID_INPUT)
