import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { repositoryRefusals } from './refusals'

export const LINK_MIN_LENGTH = 4

export const repositoryNameSchema = z
  .string({ error: 'repository:validation.nameRequired' })
  .trim()
  .min(1, 'repository:validation.nameRequired')
  .max(100, messageWithValues('repository:validation.nameTooLong', { max: 100 }))
  .refine(isStorableText, INVALID_INPUT)

/** A link needs a dot and at least 4 characters; one without a scheme is stored with https://. */
export const repositoryLinkSchema = z
  .string({ error: 'repository:validation.linkRequired' })
  .trim()
  .min(1, 'repository:validation.linkRequired')
  .min(LINK_MIN_LENGTH, messageWithValues('repository:validation.linkTooShort', { min: LINK_MIN_LENGTH }))
  .max(2048, messageWithValues('repository:validation.linkTooLong', { max: 2048 }))
  .refine((link) => link.includes('.'), 'repository:validation.linkNeedsDot')
  .refine(isStorableText, INVALID_INPUT)
  .transform((link) => (/^[a-z][a-z\d+.-]*:\/\//i.test(link) ? link : `https://${link}`))
  .refine((link) => /^https?:\/\//i.test(link), 'repository:validation.linkInvalid')

/** Optional for the person (empty is fine), but always sent by the form; stored as null when empty. */
export const repositoryDescriptionSchema = z
  .string(INVALID_INPUT)
  .trim()
  .max(1000, messageWithValues('repository:validation.descriptionTooLong', { max: 1000 }))
  .refine(isStorableText, INVALID_INPUT)
  .transform((description) => description || null)

export const repositoryFormSchema = z.object(
  {
    name: repositoryNameSchema,
    link: repositoryLinkSchema,
    description: repositoryDescriptionSchema,
  },
  INVALID_INPUT,
)
export type RepositoryFormInput = z.input<typeof repositoryFormSchema>

export const repositoryIdSchema = z.object({ id: z.uuid(repositoryRefusals.notFound) }, INVALID_INPUT)

export const updateRepositorySchema = repositoryFormSchema.extend({ id: z.uuid(repositoryRefusals.notFound) })
