/**
 * Threshold's own configuration: the product name, the defaults of the runtime
 * contract and the constants of the specification. Rename the product here.
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
  otp: { length: 6, allowedAttempts: 3 },
  defaults: {
    port: 3000,
    host: '0.0.0.0',
    pgliteDataDir: '.data/pglite',
    emailFrom: 'Threshold <noreply@localhost>',
    otpExpiresInSeconds: 300,
    logLevel: 'info',
  },
  rateLimit: {
    /** Sign-in code requests per client IP. */
    sendCode: { window: 60, max: 5 },
  },
  /** The largest request body the server accepts (/api/auth, server functions): larger answers 413. */
  requestBodyMaxBytes: 1024 * 1024,
  validation: {
    nameMaxLength: 120,
    emailMaxLength: 254,
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
