import { z } from 'zod'
import { messageWithValues } from '@/lib/i18n/message'

export const LINK_MIN_LENGTH = 4

export const repositoryNameSchema = z
  .string({ error: 'repository:validation.nameRequired' })
  .trim()
  .min(1, 'repository:validation.nameRequired')
  .max(100, messageWithValues('repository:validation.nameTooLong', { max: 100 }))

/** A link needs a dot and at least 4 characters; one without a scheme is stored with https://. */
export const repositoryLinkSchema = z
  .string({ error: 'repository:validation.linkRequired' })
  .trim()
  .min(1, 'repository:validation.linkRequired')
  .min(LINK_MIN_LENGTH, messageWithValues('repository:validation.linkTooShort', { min: LINK_MIN_LENGTH }))
  .max(2048, messageWithValues('repository:validation.linkTooLong', { max: 2048 }))
  .refine((link) => link.includes('.'), 'repository:validation.linkNeedsDot')
  .transform((link) => (/^[a-z][a-z\d+.-]*:\/\//i.test(link) ? link : `https://${link}`))
  .refine((link) => /^https?:\/\//i.test(link), 'repository:validation.linkInvalid')

/** Optional for the person (empty is fine), but always sent by the form; stored as null when empty. */
export const repositoryDescriptionSchema = z
  .string()
  .trim()
  .max(1000, messageWithValues('repository:validation.descriptionTooLong', { max: 1000 }))
  .transform((description) => description || null)

export const repositoryFormSchema = z.object({
  name: repositoryNameSchema,
  link: repositoryLinkSchema,
  description: repositoryDescriptionSchema,
})
export type RepositoryFormInput = z.input<typeof repositoryFormSchema>

export const repositoryIdSchema = z.object({ id: z.uuid('repository:notFound') })

export const updateRepositorySchema = repositoryFormSchema.extend({ id: z.uuid('repository:notFound') })

export const listRepositoriesSchema = z.object({
  searchTerm: z.string().trim().max(100).optional().default(''),
  cursor: z.string().max(500).optional(),
  limit: z.number().int().min(1).max(100).optional().default(20),
})
export type ListRepositoriesInput = z.input<typeof listRepositoriesSchema>

export const repositoriesSearchSchema = z.object({
  searchTerm: z.string().catch('').default(''),
})
