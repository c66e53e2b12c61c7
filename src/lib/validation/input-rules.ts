import fc from 'fast-check'
import type { z } from 'zod'
import { nearlyValid } from '~/e2e/fixtures/fuzz-values'
import { appConfig } from '~/app.config'
import { apiKeyLifetimes } from './api-key'
import { webhookEventTypes } from '@/lib/webhook-events'
import { isStorableText } from './validation'

/**
 * The rules and generators of valid input that the features' `api-input-rules.ts` are written with, for the
 * property test of the input schemas (src/lib/validation/input-schemas.property.test.ts).
 */

// --- What an accepted value must look like ------------------------------------------------------

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i
const NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u
const isTrimmed = (value: string) => value === value.trim()

type Check = (value: unknown) => boolean
// zod measures strings in code points (an emoji counts once), as PostgreSQL's char_length does.
const codePoints = (value: string) => [...value].length
const text =
  (max: number, { min = 0, trimmed = true } = {}): Check =>
  (value) =>
    typeof value === 'string' &&
    codePoints(value) >= min &&
    codePoints(value) <= max &&
    (!trimmed || isTrimmed(value)) &&
    isStorableText(value)

export const checks = {
  personName: (value: unknown) =>
    text(appConfig.validation.nameMaxLength, { min: 1 })(value) && NAME_PATTERN.test(value as string),
  email: (value: unknown) =>
    text(appConfig.validation.emailMaxLength, { min: 3 })(value) &&
    (value as string) === (value as string).toLowerCase() &&
    (value as string).includes('@'),
  code: (value: unknown) => typeof value === 'string' && new RegExp(`^\\d{${appConfig.otp.length}}$`).test(value),
  uuid: (value: unknown) => typeof value === 'string' && UUID.test(value),
  userId: text(100, { min: 1, trimmed: false }),
  role: (value: unknown) => value === 'user' || value === 'admin',
  /** The unique name of a record (a repository, a generated entity). */
  recordName: text(100, { min: 1 }),
  link: (value: unknown) =>
    text(2048 + 'https://'.length, { min: 4 })(value) && /^https?:\/\/.*\./is.test(value as string),
  description: (value: unknown) => value === null || text(1000, { min: 1 })(value),
  searchTerm: text(100),
  cursor: (value: unknown) => value === undefined || text(500, { trimmed: false })(value),
  limit: (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100,
  reason: text(500),
  // A future date: the schema compared it with the clock a moment ago.
  expiresAt: (value: unknown) =>
    value === null || (typeof value === 'string' && Date.parse(value) > Date.now() - 60_000),
  password: text(128, { min: 8, trimmed: false }),
  sessionId: text(100, { min: 1, trimmed: false }),
  passkeyName: text(appConfig.validation.passkeyNameMaxLength, { min: 1 }),
  /** An e-mail domain as DNS writes it: lowercase ASCII labels, two or more. */
  domain: (value: unknown) =>
    typeof value === 'string' &&
    value.length <= 253 &&
    /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(value),
  /** An OpenID Connect issuer: an http(s) URL without query, fragment or final slash. */
  issuer: (value: unknown) => {
    const url = typeof value === 'string' && value.length <= 500 ? URL.parse(value) : null
    return (
      url !== null && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !(value as string).endsWith('/')
    )
  },
  flag: (value: unknown) => typeof value === 'boolean',
  /** A client id or secret as a provider issues it. */
  credential: text(2000, { min: 1 }),
  /** A SAML provider's metadata XML or its URL, entity ID, single sign-on URL and certificate: each may be empty. */
  samlMetadata: text(100_000),
  samlEntityId: text(500),
  samlUrl: (value: unknown) =>
    text(2000)(value) && (value === '' || /^https?:$/.test(URL.parse(value as string)?.protocol ?? '')),
  certificate: text(20_000),
  /** A provider's group name, or empty. */
  ssoGroup: text(200),
  /** Where a webhook endpoint receives events: an http(s) URL. */
  webhookUrl: (value: unknown) =>
    text(2048, { min: 1 })(value) && /^https?:$/.test(URL.parse(value as string)?.protocol ?? ''),
  /** The events an endpoint asks for: known ones, each once, one at least. */
  webhookEvents: (value: unknown) =>
    Array.isArray(value) &&
    value.length >= 1 &&
    new Set(value).size === value.length &&
    value.every((event) => (webhookEventTypes as readonly unknown[]).includes(event)),
  /** An API key's name. */
  apiKeyName: text(64, { min: 1 }),
  /** A key's lifetime in days, or null: until revoked. */
  apiKeyLifetime: (value: unknown) => value === null || (apiKeyLifetimes as readonly unknown[]).includes(value),
  /** What a personal key may do: `resource:action` pairs, each once, one at least. */
  apiKeyPermissions: (value: unknown) =>
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= 100 &&
    new Set(value).size === value.length &&
    value.every((pair) => typeof pair === 'string' && /^[a-z-]+:[a-z-]+$/.test(pair)),
} satisfies Record<string, Check>

export type Field = keyof typeof checks

// --- Valid input ----------------------------------------------------------------------------------

const letters =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèçñøåßÉÖİıΩλжЖعربيةकखग李小龍한글ひらがな0123456789'
const letter = fc.constantFrom(...letters)
const nameTail = fc.constantFrom(...letters, ' ', '.', "'", '’', '-', '\u0301')
export const validPersonName = fc
  .tuple(letter, fc.array(nameTail, { maxLength: 60 }), fc.array(nameTail, { maxLength: 55 }))
  .map(([first, rest, more]) => `${first}${rest.join('')}${more.join('')}`.slice(0, appConfig.validation.nameMaxLength))

const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
const label = fc.array(lowerAlnum, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''))
export const validEmail = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('.', '+', '_', '-'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'fr', 'co.ke', 'example', 'museum'),
    fc.boolean(),
  )
  .map(([local, separator, domain, tld, upper]) => {
    const email = `${local.join(separator)}@${domain.join('.')}.${tld}`
    return upper ? email.toUpperCase() : email
  })

/** A domain as someone types it: any case, sometimes with a scheme or a final dot. */
export const validDomain = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'co.ke', 'example', 'museum'),
    fc.constantFrom('', 'https://', '.', '/'),
    fc.boolean(),
  )
  .map(([labels, tld, extra, upper]) => {
    const domain = `${labels.join('.')}.${tld}`
    const typed = extra === 'https://' ? `${extra}${domain}` : `${domain}${extra}`
    return upper ? typed.toUpperCase() : typed
  })

/** An issuer as an administrator pastes it: sometimes with a path, a port or a final slash. */
export const validIssuer = fc
  .tuple(
    fc.constantFrom('https://', 'http://'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'io'),
    fc.constantFrom('', ':8443', '/realms/acme', '/v2.0', '/'),
  )
  .map(([scheme, host, tld, rest]) => `${scheme}${host.join('.')}.${tld}${rest}`)

export const validCode = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: appConfig.otp.length, maxLength: appConfig.otp.length })
  .map((digits) => digits.join(''))
export const validUuid = fc.uuid({ version: [1, 4, 7] })
export const validUserId = fc.oneof(
  validUuid,
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 }).filter((id) => isStorableText(id)),
)
export const validRole = fc.constantFrom('user', 'admin')

/** Printable text of any script, trimmed non-empty, within `max` UTF-16 units. */
export const printable = (max: number, min = 1) =>
  fc
    .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 200) })
    .map((value) => value.trim().slice(0, max).trim())
    .filter((value) => value.length >= min && isStorableText(value))

/** An optional description: empty, or printable text. */
export const validDescription = fc.oneof(fc.constant(''), printable(1000))

export const validLink = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'io'),
    fc.webPath(),
  )
  .map(([scheme, host, tld, path]) => `${scheme}${host.join('.')}.${tld}${path}`.slice(0, 2048))

export const futureDate = fc
  .tuple(fc.integer({ min: 3_600_000, max: 10 * 365 * 86_400_000 }), fc.constantFrom('Z', '+02:00', '-05:30', '+14:00'))
  .map(([ahead, zone]) => {
    const iso = new Date(Date.now() + ahead).toISOString()
    if (zone === 'Z') return iso
    // The same instant written with an offset.
    const sign = zone.startsWith('-') ? -1 : 1
    const [hours, minutes] = zone.slice(1).split(':').map(Number)
    const shifted = new Date(Date.parse(iso) + sign * (hours! * 60 + minutes!) * 60_000).toISOString()
    return `${shifted.slice(0, -1)}${zone}`
  })

/** The next page's cursor, as a previous page gave it (opaque text). */
export const validCursor = fc.string({ unit: 'grapheme-ascii', maxLength: 500 })

/** The input of a list: search term, cursor and page size, each optional. */
export const listFields = { searchTerm: 'searchTerm', cursor: 'cursor', limit: 'limit' } as const satisfies Record<
  string,
  Field
>
export const validListInput = fc.record(
  {
    searchTerm: fc.oneof(fc.constant(''), printable(100)),
    cursor: validCursor,
    limit: fc.integer({ min: 1, max: 100 }),
  },
  { requiredKeys: [] },
)

/** Per field, a valid value with hostile details (spaces, one edge character): accepted or refused, never both wrong. */
export const nearlyValidField: Partial<Record<Field, fc.Arbitrary<unknown>>> = {
  personName: nearlyValid(validPersonName),
  email: nearlyValid(validEmail),
  code: nearlyValid(validCode),
  uuid: nearlyValid(validUuid),
  userId: nearlyValid(validUserId),
  recordName: nearlyValid(printable(100)),
  link: nearlyValid(validLink),
  description: nearlyValid(printable(1000)),
  searchTerm: nearlyValid(printable(100)),
  reason: nearlyValid(printable(500)),
  expiresAt: nearlyValid(futureDate),
  password: nearlyValid(fc.string({ minLength: 8, maxLength: 20 })),
  sessionId: nearlyValid(validUuid),
  domain: nearlyValid(validDomain),
  issuer: nearlyValid(validIssuer),
  credential: nearlyValid(printable(200)),
}

// --- A feature's rules ----------------------------------------------------------------------------

/** The rules of one function's input: its fields (the parsed value has exactly these keys) and valid input. */
export interface FunctionInputRules {
  fields: Record<string, Field>
  valid: fc.Arbitrary<unknown>
}

/** The names of a feature's functions that take an input (a schema other than `z.undefined()`). */
type NamesWithInput<Api> = {
  [Name in keyof Api]: Api[Name] extends { input: z.ZodUndefined | null } ? never : Name
}[keyof Api]

/** The rules of every function of a feature (`typeof import('@/lib/api')`) taking an input: one missing does not compile. */
export type InputRules<Api> = Record<NamesWithInput<Api>, FunctionInputRules>
