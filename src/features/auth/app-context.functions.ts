import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { serverConfig } from '@/server/config'
import { getCurrentSession } from '@/server/auth/session'
import * as declared from './api'

export const getAppContext = createServerFn(declared.getAppContext).handler(async () => {
  const config = serverConfig()
  return {
    language: detectRequestLanguage(getRequest()),
    session: await getCurrentSession(),
    signIn: {
      codeExpiresInMinutes: Math.ceil(config.auth.otpExpiresIn / 60),
      passwordEnabled: config.auth.passwordEnabled,
      // The sign-in buttons: a provider is offered only when its settings are all present (GITHUB_*, OIDC_*).
      // better-auth's provider ids, which are also the last part of the callback URLs: /api/auth/callback/<id>.
      providers: [
        ...(config.providers.github ? [{ id: 'github', name: 'GitHub' }] : []),
        ...(config.providers.oidc ? [{ id: 'oidc', name: config.providers.oidc.name }] : []),
      ],
    },
  }
})

export type AppContext = Awaited<ReturnType<typeof getAppContext>>
