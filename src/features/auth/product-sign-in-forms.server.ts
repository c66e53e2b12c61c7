import { handleAuthRequest } from '@/server/auth/handler'
import { providerForAddress } from '@/server/auth/organization-sso'
import { serverConfig } from '@/server/config'
import { getDb } from '@/server/db'
import type { SignInForms } from './sign-in-forms.server'

/** The sign-in forms as the routes serve them: the product's better-auth, its URL and its database. */
export function productSignInForms(): SignInForms {
  return {
    authHandler: handleAuthRequest,
    baseUrl: serverConfig().baseUrl,
    ssoProviderFor: async (email) => providerForAddress(await getDb(), email),
  }
}
