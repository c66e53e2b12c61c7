/**
 * Threshold's own configuration: the product name, the defaults of the runtime
 * contract and the product's fixed constants. Rename the product here.
 * Environment variables override the defaults at run time (src/server/config.ts).
 */
export const appConfig = {
  name: 'Threshold',
  languages: ['en', 'fr', 'ar', 'sw'] as const,
  fallbackLanguage: 'en',
  rtlLanguages: ['ar'] as const,
  fontScale: { ar: 1.2 } as Record<string, number>,
  languageCookie: { name: 'i18next', maxAgeMinutes: 43_200 },
  themeStorageKey: 'theme',
  /** Local storage: this browser holds a passkey for the account whose id follows (set on adding or using one). */
  passkeyDeviceKeyPrefix: 'passkey-on-device:',
  /** Local storage: the suggestion to add a passkey after a code sign-in was dismissed on this browser. */
  passkeySuggestionDismissedKey: 'passkey-suggestion-dismissed',
  /** Cookie set by a code sign-in: the next page of the app suggests adding a passkey, once. */
  passkeySuggestionCookie: 'passkey-suggestion',
  otp: { length: 6, allowedAttempts: 3 },
  defaults: {
    port: 3000,
    host: '0.0.0.0',
    pgliteDataDir: '.data/pglite',
    emailFrom: 'Threshold <noreply@localhost>',
    /**
     * A person waiting for a code must learn within 10 seconds that it could not be sent: a mail server that does
     * not answer fails the send after this long, whichever step it hangs at (nodemailer's defaults wait minutes).
     */
    emailSendDeadlineMs: 8_000,
    otpExpiresInSeconds: 300,
    stepUpMaxAgeSeconds: 600,
    logLevel: 'info',
  },
  /**
   * Limits in fixed windows (seconds), shared by every instance of the server and on only in
   * production (docs/decisions/013-rate-limit-storage.md).
   */
  rateLimit: {
    /**
     * Per client IP, each /api/auth path without a rule of its own: better-auth's default, written down so that
     * an upgrade cannot lower it silently. Many people share one IP (an office, a school, a mobile network).
     */
    perPath: { window: 10, max: 100 },
    /**
     * Per client IP, starting a sign-in with GitHub or the OpenID Connect provider, and its callback (each counted
     * apart). better-auth's default for /sign-in/* (3 per 10 s) is sized for password guesses: a start proves
     * nothing and costs one short-lived row, so only a flood is refused (docs/decisions/031).
     */
    providerSignIn: { window: 60, max: 300 },
    /** Per client IP, for each endpoint of the e-mail code plugin (code requests and code checks). */
    sendCode: { window: 60, max: 5 },
    /**
     * Codes one address may be sent from one client network (the /24 of an IPv4 address, the /48 of an IPv6 one),
     * sign-in codes and change-of-address codes each: a person rarely needs more than two. A stranger's requests
     * from their network do not use up the owner's, on another (docs/decisions/041). Using a right code starts the
     * count again.
     */
    sendCodePerAddressPerNetwork: { window: 30 * 60, max: 5 },
    /**
     * Code e-mails one client network may ask for in an hour, to any addresses: caps the mail one network can make
     * the product send to strangers (which would ruin the sender's reputation), sized for an office signing in at
     * the start of a day (docs/decisions/058). Passkey and provider sign-ins send no e-mail and are not counted.
     */
    sendCodePerNetwork: { window: 60 * 60, max: 100 },
    /**
     * Codes one address may be sent from all networks together: caps the mail strangers can aim at a mailbox. The
     * guesses at its codes are capped by `codeChecksPerAddress`. Using a right code starts the count again.
     */
    sendCodePerAddress: { window: 30 * 60, max: 20 },
    /**
     * Code checks one address may fail from any IP, across all its codes (each code allows 3 tries, and every new
     * code 3 more). A person mistypes a code once or twice; a right code starts the count again.
     */
    codeChecksPerAddress: { window: 60 * 60, max: 10 },
    /**
     * Per client IP, each passkey endpoint (options and verification, to sign in or to add one). A passkey's
     * signature cannot be guessed, so only a flood is refused, sized for many people behind one address.
     */
    passkey: { window: 60, max: 60 },
    /** Per client IP: a browser checks its session at most a few times per page. */
    getSession: { window: 10, max: 100 },
  },
  /**
   * Keys for the HTTP API (/api/v1, docs/api.md): personal ones act as their owner, organisation ones within their
   * organisation. The prefix tells them apart (and tells a secret scanner what it found). Each key may make `max`
   * requests (API_KEY_RATE_LIMIT overrides it) per fixed window of `window` seconds, whatever the number of instances; keys expire at most
   * `maxExpiresInDays` after they are made, or never when no expiry is chosen.
   */
  apiKeys: {
    personalPrefix: 'thr_',
    organizationPrefix: 'thr_org_',
    rateLimit: { window: 60, max: 600 },
    maxExpiresInDays: 365,
  },
  /** The largest request body the server accepts (/api/auth, server functions): larger answers 413. */
  requestBodyMaxBytes: 1024 * 1024,
  /**
   * Pages rendered once per URL and language for every visitor without a session, then served from
   * memory for `ttlSeconds` (src/server/http/anonymous-page-cache.ts). Only pages that show nothing
   * personal belong here.
   */
  anonymousPageCache: { paths: ['/login'], ttlSeconds: 60, maxEntries: 200 },
  validation: {
    nameMaxLength: 120,
    emailMaxLength: 254,
    passkeyNameMaxLength: 64,
  },
  /**
   * What the 'Demo Mode' dialog of a public demo build (VITE_IS_DEMO=true) offers instead of a
   * disabled action. Placeholders: point them at your repository and your team.
   */
  demo: {
    scaffoldCommand: 'npx degit your-org/threshold my-app',
    readmeUrl: 'https://github.com/your-org/threshold#readme',
    contactUrl: 'mailto:team@example.com',
  },
} as const

export type Language = (typeof appConfig.languages)[number]
