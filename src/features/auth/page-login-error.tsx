import { Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { SSO_ADDRESS_REFUSED } from '@/lib/auth/sso-refusal'
import type { LoginErrorKind } from './schema'

/**
 * Anything not listed (an unverified address, an account not linked, a failed token or state check, a
 * provider's other errors) is unknown_error: the page never says whether an account exists.
 */
const errorKinds: Record<string, LoginErrorKind> = {
  // Sign-up is off and nobody has this address: better-auth's own refusal, and the product's hook (an e-mail code,
  // or a provider sign-in asking for sign-up explicitly).
  signup_disabled: 'signup_disabled',
  SIGNUP_DISABLED: 'signup_disabled',
  // The person said no at the provider (RFC 6749 §4.1.2.1), or the account is banned here.
  access_denied: 'access_denied',
  BANNED_USER: 'access_denied',
  // An organisation's provider answered for an address outside the organisation's verified domains.
  [SSO_ADDRESS_REFUSED]: 'sso_address_refused',
  unknown_error: 'unknown_error',
}

/** better-auth's refusals of a SAML answer: unsigned or wrongly signed, expired, replayed, unsolicited... */
const SAML_ANSWER_REFUSED = /^(saml_\w+|invalid_saml_response|unsolicited_response|replay_detected)$/

export function loginErrorKind(error: string): LoginErrorKind {
  if (Object.hasOwn(errorKinds, error)) return errorKinds[error]!
  return SAML_ANSWER_REFUSED.test(error) ? 'sso_answer_refused' : 'unknown_error'
}

export function PageLoginError({ error }: { error: string }) {
  const { t } = useTranslation('auth')
  const kind = loginErrorKind(error)
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <CircleAlert aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">{t(`loginError.${kind}.title`)}</h1>
      <p className="text-muted-foreground">{t(`loginError.${kind}.description`)}</p>
      <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
        {t('loginError.backToLogin')}
      </Link>
    </div>
  )
}
