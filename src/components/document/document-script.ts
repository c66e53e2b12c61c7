import { appConfig } from '~/app.config'
import { languageCookieAttributes, languageCookieName } from '@/lib/i18n/languages'
import { canUsePasskeys, type PasskeySignInSettings, signInWithPasskey } from './passkey-sign-in'

interface DocumentScriptSettings {
  themeStorageKey: string
  languageCookie: string
  languageCookieAttributes: string
  passkeyDeviceKeyPrefix: string
}

/**
 * What React does on the other pages, for the document-only ones. It is sent as its own source text, so it
 * must not use anything from outside its body.
 */
function enhanceDocument(
  settings: DocumentScriptSettings,
  passkeys: { canUse: typeof canUsePasskeys; signIn: typeof signInWithPasskey },
) {
  const root = document.documentElement
  const prefersDark = matchMedia('(prefers-color-scheme: dark)')

  const themeChoices = document.querySelectorAll<HTMLElement>('[data-theme-choice]')
  const showTheme = () => {
    const stored = localStorage.getItem(settings.themeStorageKey)
    const theme = stored === 'light' || stored === 'dark' ? stored : 'system'
    const dark = theme === 'dark' || (theme === 'system' && prefersDark.matches)
    root.classList.toggle('dark', dark)
    root.classList.toggle('light', !dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    themeChoices.forEach((choice) => choice.setAttribute('aria-checked', String(choice.dataset.themeChoice === theme)))
  }
  themeChoices.forEach((choice) =>
    choice.addEventListener('click', () => {
      localStorage.setItem(settings.themeStorageKey, choice.dataset.themeChoice ?? 'system')
      showTheme()
    }),
  )
  prefersDark.addEventListener('change', showTheme)
  showTheme()

  // Kept where i18next keeps it (the cookie the server reads, and local storage), then the page is rendered again,
  // without the link's ?lng=, which would otherwise win over the choice just made.
  document.querySelectorAll<HTMLSelectElement>('select[data-language-choice]').forEach((select) =>
    select.addEventListener('change', () => {
      document.cookie = `${settings.languageCookie}=${encodeURIComponent(select.value)}; ${settings.languageCookieAttributes}`
      localStorage.setItem('i18nextLng', select.value)
      const url = new URL(location.href)
      url.searchParams.delete('lng')
      location.replace(url)
    }),
  )

  const forms = document.querySelectorAll<HTMLFormElement>('form[data-sign-in-form]')
  forms.forEach((form) =>
    form.addEventListener('submit', (event) => {
      if (form.dataset.submitting) return event.preventDefault()
      form.dataset.submitting = 'true'
      event.submitter?.setAttribute('aria-busy', 'true')
    }),
  )
  // Back from the next page (the browser's page cache): the forms can be sent again.
  addEventListener('pageshow', () =>
    forms.forEach((form) => {
      delete form.dataset.submitting
      form.querySelector('[aria-busy]')?.removeAttribute('aria-busy')
    }),
  )

  document.querySelectorAll<HTMLInputElement>('input[data-submit-at-length]').forEach((input) =>
    input.addEventListener('input', () => {
      if (input.value.trim().length === Number(input.dataset.submitAtLength)) input.form?.requestSubmit()
    }),
  )

  const passkeyButton = document.querySelector<HTMLButtonElement>('button[data-passkey-sign-in]')
  if (passkeyButton && passkeys.canUse()) {
    const passkeySettings = (mediation: PasskeySignInSettings['mediation'], signal?: AbortSignal) => ({
      returnUrl: passkeyButton.dataset.returnUrl ?? '/login',
      deviceKeyPrefix: settings.passkeyDeviceKeyPrefix,
      mediation,
      signal,
    })
    const autofill = new AbortController()
    passkeyButton.hidden = false
    passkeyButton.addEventListener('click', () => {
      autofill.abort()
      passkeyButton.setAttribute('aria-busy', 'true')
      void passkeys.signIn(passkeySettings('modal'))
    })
    void PublicKeyCredential.isConditionalMediationAvailable?.().then(async (available) => {
      if (available) await passkeys.signIn(passkeySettings('conditional', autofill.signal))
    })
  }

  // As data-hydrated on the other pages: lets tests (and scripts) know the handlers above are in place.
  root.dataset.enhanced = 'true'
}

/** A function, so that a bundle that never calls it leaves it out. */
export function documentScriptSource() {
  return `(${enhanceDocument.toString()})(${JSON.stringify({
    themeStorageKey: appConfig.themeStorageKey,
    languageCookie: languageCookieName,
    languageCookieAttributes,
    passkeyDeviceKeyPrefix: appConfig.passkeyDeviceKeyPrefix,
  } satisfies DocumentScriptSettings)}, { canUse: ${canUsePasskeys.toString()}, signIn: ${signInWithPasskey.toString()} })`
}
