import { createServerFn } from '@tanstack/react-start'
import { providerForAddress } from '@/server/auth/organization-sso'
import { getDb } from '@/server/db'
import * as declared from './api'

export const findSsoSignIn = createServerFn(declared.findSsoSignIn)
  .validator(declared.findSsoSignIn.input)
  .handler(async ({ data }) => {
    const provider = await providerForAddress(await getDb(), data.email)
    if (!provider) return null
    const host = URL.parse(provider.signOnUrl)?.host || provider.signOnUrl
    return { organization: provider.organizationName, host, required: provider.required }
  })
