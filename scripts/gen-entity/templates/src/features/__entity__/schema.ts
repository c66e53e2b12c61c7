import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { __entityCamel__Refusals } from './refusals'

export const __entityCamel__NameSchema = z
  .string({ error: '__entity__:validation.nameRequired' })
  .trim()
  .min(1, '__entity__:validation.nameRequired')
  .max(100, messageWithValues('__entity__:validation.nameTooLong', { max: 100 }))
  .refine(isStorableText, INVALID_INPUT)

/** Optional for the person (empty is fine), but always sent by the form; stored as null when empty. */
export const __entityCamel__DescriptionSchema = z
  .string(INVALID_INPUT)
  .trim()
  .max(1000, messageWithValues('__entity__:validation.descriptionTooLong', { max: 1000 }))
  .refine(isStorableText, INVALID_INPUT)
  .transform((description) => description || null)

export const __entityCamel__FormSchema = z.object(
  {
    name: __entityCamel__NameSchema,
    description: __entityCamel__DescriptionSchema,
  },
  INVALID_INPUT,
)
export type __Entity__FormInput = z.input<typeof __entityCamel__FormSchema>

export const __entityCamel__IdSchema = z.object({ id: z.uuid(__entityCamel__Refusals.notFound) }, INVALID_INPUT)

export const update__Entity__Schema = __entityCamel__FormSchema.extend({ id: z.uuid(__entityCamel__Refusals.notFound) })
