import { z } from 'zod/mini'
import { emailSchema } from './validation'

// URLs anyone can edit: a bad value falls back to its default rather than an error page. zod/mini, because the
// route tree with every validateSearch is in every page's first load.

/** Text; '' when missing or not text (optional in links). */
export const textParam = () => z._default(z.catch(z.string(), ''), '')

export const optionalTextParam = () => z.catch(z.optional(z.string()), undefined)

export function choiceParam<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z._default(z.catch(z.enum(values), values[0]), values[0])
}

export const emailParam = () =>
  z.catch(z.optional(z.string().check(z.refine((value) => emailSchema.safeParse(value).success))), undefined)

/** The longest search term a list call accepts (its schema refuses a longer one with a 400). */
export const SEARCH_TERM_MAX_LENGTH = 100

/** A term longer than the list calls accept is a bad value like any other: the page shows the whole list. */
export const searchTermSearchSchema = z.object({
  searchTerm: z._default(z.catch(z.string().check(z.maxLength(SEARCH_TERM_MAX_LENGTH)), ''), ''),
})

/** `?redirect=` of /login and /onboarding: where to go once signed in (checked again where it is used). */
export const redirectSearchSchema = z.object({ redirect: optionalTextParam() })
