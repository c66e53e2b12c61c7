import { z } from 'zod/mini'
import { choiceParam, textParam } from '@/lib/validation/search-params'

/** A bad value falls back to the default. */
export const accountSearchSchema = z.object({
  state: choiceParam(['', 'change-name']),
  newEmail: textParam(),
})
export type AccountSearch = z.output<typeof accountSearchSchema>
export const accountSearchDefaults: AccountSearch = { state: '', newEmail: '' }
