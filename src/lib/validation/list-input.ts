import { z } from 'zod'
import { SEARCH_TERM_MAX_LENGTH } from './search-params'
import { INVALID_INPUT, isStorableText } from './validation'

/**
 * The input of every list call: a search term, the next page's cursor, a page size. No form sends a wrong value
 * here (the page's own search box, the next page's cursor): generic message.
 */
export const listInputSchema = z.object(
  {
    searchTerm: z
      .string(INVALID_INPUT)
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH)
      .refine(isStorableText)
      .optional()
      .default(''),
    cursor: z.string(INVALID_INPUT).max(500).refine(isStorableText).optional(),
    limit: z.number(INVALID_INPUT).int().min(1).max(100).optional().default(20),
  },
  INVALID_INPUT,
)
export type ListInput = z.output<typeof listInputSchema>
