import { z } from 'zod'
import { appConfig } from '~/app.config'
import { codeSchema, emailSchema } from '@/lib/validation/validation'
import { RATE_LIMITED } from '@/lib/http/rate-limit-message'
import { retryAfterOf } from '@/server/auth/rate-limit-refusal'
import { MAX_RETURN_PATH_LENGTH } from './guards'
import { signedInReturnUrl } from './signed-in-return-url'
import { authFailureCode, validationFailureCode } from './sign-in-failure'

/**
 * The sign-in pages work without any script: their forms post here and their provider buttons link here. Each
 * form goes to better-auth as the browser's own /api/auth call would (same cookies, Origin, client IP, rate
 * limits), and the answer is a 303 to the next step, or to the same page with `?error=<code>`.
 */
export interface SignInForms {
  authHandler: (request: Request) => Promise<Response>
  /** BETTER_AUTH_URL: the only origin whose pages may post these forms. */
  baseUrl: string
  /** The organisation provider an address signs in with, when its domain is an organisation's verified one. */
  ssoProviderFor: (email: string) => Promise<{ providerId: string; required: boolean } | undefined>
}

const optionalText = z.string().optional().catch(undefined)
// `method=code`: the person chose a code over their organisation's provider (when the organisation allows it).
const loginForm = z.object({ email: optionalText, redirect: optionalText, method: optionalText })
const ssoLink = z.object({ email: optionalText, redirect: optionalText })
const providerLink = z.object({ id: z.string().max(64).catch(''), redirect: optionalText })
const verifyForm = z.object({ email: optionalText, redirect: optionalText, code: optionalText, intent: optionalText })

/** better-auth adds `?error=<code>` when a provider sign-in fails. */
const errorCallbackURL = '/login/error'

export async function submitLoginForm(request: Request, forms: SignInForms): Promise<Response> {
  if (!isSameOrigin(request, forms.baseUrl)) return seeOther(pageUrl('/login/error', { error: 'access_denied' }))
  const form = loginForm.parse(await formFields(request))
  const redirect = returnPath(form.redirect)

  const email = emailSchema.safeParse(form.email)
  if (!email.success) {
    const error = validationFailureCode(email.error.issues[0]?.message, 'EMAIL_INVALID')
    return seeOther(pageUrl('/login', { redirect, email: form.email?.slice(0, 320), error }))
  }
  // A code is the person's choice only where their organisation does not require its provider.
  const provider = await forms.ssoProviderFor(email.data)
  if (provider && (form.method !== 'code' || provider.required))
    return seeOther(pageUrl('/login/sso', { email: email.data, redirect }))
  const answer = await sendCode(request, forms, email.data)
  if (!answer.ok) return seeOther(pageUrl('/login', { redirect, email: email.data, ...failure(answer, 'SEND_FAILED') }))
  return seeOther(pageUrl('/login/verify', { email: email.data, redirect }))
}

/** POST /login/verify: the code form, or "Send a new code" (`intent=resend`). */
export async function submitVerifyForm(request: Request, forms: SignInForms): Promise<Response> {
  if (!isSameOrigin(request, forms.baseUrl)) return seeOther(pageUrl('/login/error', { error: 'access_denied' }))
  const form = verifyForm.parse(await formFields(request))
  const redirect = returnPath(form.redirect)
  const email = emailSchema.safeParse(form.email)
  // No address to send to or check against: back to the e-mail form, as the page itself does.
  if (!email.success) return seeOther(pageUrl('/login', { redirect }))
  const verifyPage = (extra: Record<string, string | undefined>) =>
    pageUrl('/login/verify', { email: email.data, redirect, ...extra })

  if (form.intent === 'resend') {
    const answer = await sendCode(request, forms, email.data)
    return seeOther(verifyPage(answer.ok ? { notice: 'resent' } : failure(answer, 'SEND_FAILED')))
  }

  const code = codeSchema.safeParse(form.code)
  if (!code.success)
    return seeOther(verifyPage({ error: validationFailureCode(code.error.issues[0]?.message, 'INVALID_OTP') }))
  const answer = await callAuth(request, forms, '/sign-in/email-otp', { email: email.data, otp: code.data })
  // Signed in: /login sends the visitor on (onboarding, the redirect, or their home area) with the new session.
  if (answer.ok) return seeOther(pageUrl('/login', { redirect }), [...answer.setCookies, passkeySuggestionCookie])
  if (answer.code === 'SIGNUP_DISABLED') return seeOther(pageUrl('/login/error', { error: 'signup_disabled' }))
  const refusal = failure(answer, 'UNKNOWN')
  if (refusal.error === 'UNKNOWN') return seeOther(pageUrl('/login/error', { error: 'unknown_error' }))
  return seeOther(verifyPage(refusal))
}

/**
 * GET /login/provider?id=<provider>: a provider button is a link, not a form, because the page's CSP
 * (form-action 'self') forbids a form post to end at another site. Starting a sign-in from another site's link
 * is harmless: the provider signs the person in as themselves, and the state cookie set here binds the answer to
 * this browser. better-auth is called as the product's own page would call it, with the site's Origin.
 */
export async function startProviderSignIn(request: Request, forms: SignInForms): Promise<Response> {
  const link = providerLink.parse(Object.fromEntries(new URL(request.url).searchParams))
  // GitHub and the OpenID Connect provider (better-auth's generic OAuth plugin) share this endpoint.
  return startAtProvider(request, forms, returnPath(link.redirect), '/sign-in/social', { provider: link.id })
}

/**
 * GET /login/sso/start?email=: the /login/sso page's link to the address's organisation provider (a link, as for
 * the provider buttons). An address without one goes back to the e-mail form.
 */
export async function startSsoSignIn(request: Request, forms: SignInForms): Promise<Response> {
  const link = ssoLink.parse(Object.fromEntries(new URL(request.url).searchParams))
  const redirect = returnPath(link.redirect)
  const email = emailSchema.safeParse(link.email)
  const provider = email.success ? await forms.ssoProviderFor(email.data) : undefined
  if (!email.success || !provider) return seeOther(pageUrl('/login', { redirect, email: link.email?.slice(0, 320) }))
  return startAtProvider(request, forms, redirect, '/sign-in/sso', {
    providerId: provider.providerId,
    loginHint: email.data,
  })
}

/**
 * better-auth answers with the provider's authorisation URL and sets the state cookie the callback checks; it is
 * called as the product's own page would call it, with the site's Origin.
 */
async function startAtProvider(
  request: Request,
  forms: SignInForms,
  redirect: string | undefined,
  path: '/sign-in/social' | '/sign-in/sso',
  provider: Record<string, string>,
) {
  const callbackURL = signedInReturnUrl(redirect)
  const headers = new Headers(request.headers)
  headers.set('origin', new URL(forms.baseUrl).origin)
  const answer = await callAuth(new Request(request.url, { headers }), forms, path, {
    ...provider,
    callbackURL,
    newUserCallbackURL: callbackURL,
    errorCallbackURL,
  })
  const url = answer.ok && typeof answer.body.url === 'string' ? answer.body.url : undefined
  if (url) return seeOther(url, answer.setCookies)
  // Refused by the limit on provider sign-ins: the sign-in page says how long to wait, and the button is there.
  if (answer.status === 429) return seeOther(pageUrl('/login', { redirect, ...failure(answer, 'UNKNOWN') }))
  return seeOther(pageUrl(errorCallbackURL, { error: 'unknown_error' }))
}

function sendCode(request: Request, forms: SignInForms, email: string) {
  return callAuth(request, forms, '/email-otp/send-verification-otp', { email, type: 'sign-in' })
}

async function callAuth(request: Request, forms: SignInForms, path: string, body: Record<string, unknown>) {
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const response = await forms.authHandler(
    new Request(new URL(`/api/auth${path}`, request.url), { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> | null
  return {
    ok: response.ok,
    status: response.status,
    code: typeof answer?.code === 'string' ? answer.code : undefined,
    body: answer ?? {},
    setCookies: response.headers.getSetCookie(),
    retryAfter: retryAfterOf(response),
  }
}

function failure(answer: { status: number; code?: string; retryAfter?: number }, fallback: string) {
  const error = authFailureCode(answer, fallback)
  return { error, retryAfter: error === RATE_LIMITED && answer.retryAfter ? String(answer.retryAfter) : undefined }
}

/**
 * A form another site makes a browser post would sign that browser in to the other site's account (login CSRF),
 * or spend the person's code-sending allowance: only the product's own pages may post these forms. Browsers send
 * Origin with every form post, and better-auth requires it too.
 */
function isSameOrigin(request: Request, baseUrl: string) {
  return request.headers.get('origin') === new URL(baseUrl).origin
}

async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => undefined)
  if (!form) return {}
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** The page to come back to, as the pages' guards accept it (checked again where it is used). */
function returnPath(value: string | undefined) {
  return value && value.length <= MAX_RETURN_PATH_LENGTH ? value : undefined
}

function pageUrl(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** A 303 sends the browser on with a GET, so reloading the next page never posts the form again. */
// Read by the browser (not HttpOnly), deleted once the suggestion is shown.
const passkeySuggestionCookie = `${appConfig.passkeySuggestionCookie}=1; Path=/; Max-Age=600; SameSite=Lax`

function seeOther(location: string, setCookies: string[] = []) {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of setCookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}
