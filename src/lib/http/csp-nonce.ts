import { getGlobalStartContext } from '@tanstack/react-start'
import { useRouter } from '@tanstack/react-router'

/** Set by the server entry in the request context; in the browser the router reads it from its csp-nonce meta tag. */
export function requestCspNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  try {
    return getGlobalStartContext()?.cspNonce
  } catch {
    return undefined // outside a request (tests, prerendering)
  }
}

/** The nonce every inline <script> the app renders must carry. */
export function useCspNonce(): string | undefined {
  return useRouter().options.ssr?.nonce
}
