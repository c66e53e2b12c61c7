import { z } from 'zod'
import { emailSchema, INVALID_INPUT } from '@/lib/validation/validation'
import { declareServerFunction } from '@/server/http/server-functions/declaration'

/** Initialises every page, signed in or not. */
export const getAppContext = declareServerFunction({ method: 'GET', permission: null, input: null })

/**
 * Where an address signs in when its domain is an organisation's verified one with a provider (the /login/sso
 * page): the organisation's name and the provider's host, both as public as the sign-in it leads to.
 */
export const findSsoSignIn = declareServerFunction({
  method: 'GET',
  permission: null,
  input: z.object({ email: emailSchema }, INVALID_INPUT),
})
