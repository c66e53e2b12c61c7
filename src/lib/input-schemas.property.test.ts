import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  anyValue,
  edgeString,
  hugeString,
  nearlyValid,
  objectWithKeys,
  plausibleString,
} from '~/e2e/fixtures/fuzz-values'
import { appConfig } from '~/app.config'
import { type ServerFunctionNameWithInput, serverFunctionRegistry } from '@/features/api-docs/server-function-registry'
import { isStorableText } from './validation'

/**
 * Every input schema of the server functions (src/features/api-docs/server-function-registry.ts), against generated input:
 * - anything (wrong types, huge strings, unicode edge cases) is either accepted, and then the value the
 *   function receives keeps the documented rules (trimmed, lengths, storable text, formats), or refused
 *   with messages that are all translation keys of locales/en (never zod's English);
 * - generated valid input is always accepted.
 * A new server function with an input fails to compile here until it has a generator of valid input below.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 250)
const SEED = Number(process.env.PROPERTY_SEED ?? 20261121)
const params = { numRuns: RUNS, seed: SEED }

// --- Translation keys ---------------------------------------------------------------------------

const localesDir = join(import.meta.dirname, '../../locales/en')
const english: Record<string, unknown> = Object.fromEntries(
  readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as unknown]),
)

/** Why `message` is not a translated message (a key of locales/en with all its placeholders given), or undefined. */
function translationProblem(message: string): string | undefined {
  const match = /^([a-z][a-z-]*):([\w.]+)(?:\|(.*))?$/s.exec(message)
  if (!match) return `not a translation key: ${JSON.stringify(message.slice(0, 120))}`
  const [, namespace, path, rawValues] = match
  let node: unknown = english[namespace!]
  for (const part of path!.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  if (typeof node !== 'string') return `no English text for ${namespace}:${path}`
  let values: Record<string, unknown> = {}
  if (rawValues !== undefined) {
    try {
      values = JSON.parse(rawValues) as Record<string, unknown>
    } catch {
      return `unreadable values in ${message}`
    }
  }
  const missing = [...node.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((placeholder) => placeholder[1]!)
    .filter((name) => !(name in values))
  return missing.length ? `${message} lacks ${missing.join(', ')}` : undefined
}

function expectTranslatedIssues(error: z.ZodError, input: unknown) {
  expect(error.issues.length, `refused without an issue: ${show(input)}`).toBeGreaterThan(0)
  for (const issue of error.issues) {
    const problem = translationProblem(issue.message)
    expect(problem, `${problem} (input ${show(input)}, path ${issue.path.join('.')})`).toBeUndefined()
  }
}

function show(value: unknown) {
  try {
    return fc.stringify(value).slice(0, 300)
  } catch {
    return String(value)
  }
}

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

const checks = {
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
  repositoryName: text(100, { min: 1 }),
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
} satisfies Record<string, Check>

type Field = keyof typeof checks

/** The fields of each function's input, with the rule of each: the parsed value has exactly these keys. */
const fieldsByFunction: Record<ServerFunctionNameWithInput, Record<string, Field>> = {
  changeName: { name: 'personName' },
  requestEmailChange: { newEmail: 'email' },
  confirmEmailChange: { newEmail: 'email', code: 'code' },
  revokeSession: { id: 'uuid' },
  renamePasskey: { id: 'uuid', name: 'passkeyName' },
  removePasskey: { id: 'uuid' },
  saveOnboardingName: { name: 'personName' },
  listRepositories: { searchTerm: 'searchTerm', cursor: 'cursor', limit: 'limit' },
  getRepository: { id: 'uuid' },
  createRepository: { name: 'repositoryName', link: 'link', description: 'description' },
  updateRepository: { id: 'uuid', name: 'repositoryName', link: 'link', description: 'description' },
  deleteRepository: { id: 'uuid' },
  listUsers: { searchTerm: 'searchTerm', cursor: 'cursor', limit: 'limit' },
  getUser: { id: 'userId' },
  createUser: { email: 'email', name: 'personName', role: 'role' },
  updateUser: { id: 'userId', email: 'email', name: 'personName', role: 'role' },
  setUserRole: { id: 'userId', role: 'role' },
  banUser: { id: 'userId', reason: 'reason', expiresAt: 'expiresAt' },
  unbanUser: { id: 'userId' },
  revokeUserSession: { userId: 'userId', sessionId: 'sessionId' },
  revokeUserSessions: { userId: 'userId' },
  removeUserPasskeys: { userId: 'userId' },
  setUserPassword: { id: 'userId', password: 'password' },
  deleteUser: { id: 'userId' },
  getMyOrganization: { organizationId: 'userId' },
  getMyInvitation: { invitationId: 'userId' },
  listAllOrganizations: { searchTerm: 'searchTerm', cursor: 'cursor', limit: 'limit' },
  getOrganizationForManager: { id: 'userId' },
  deleteOrganizationAsManager: { id: 'userId' },
  // gen:entity:fields — the functions of new entities (npm run gen:entity) are added above this line
}

function expectInvariants(name: string, output: unknown, input: unknown) {
  const fields = fieldsOf[name]
  if (!fields) {
    // The functions without input accept nothing but undefined.
    expect(output, `${name} accepted ${show(input)}`).toBeUndefined()
    return
  }
  expect(typeof output === 'object' && output !== null, `${name} gave ${show(output)}`).toBe(true)
  const record = output as Record<string, unknown>
  // Stray keys are dropped: nothing but the documented fields reaches the function.
  for (const key of Object.keys(record))
    expect(Object.keys(fields), `${name}: stray key ${key} from ${show(input)}`).toContain(key)
  for (const [key, check] of Object.entries(fields)) {
    expect(checks[check](record[key]), `${name}.${key} = ${show(record[key])} (${check}) from ${show(input)}`).toBe(
      true,
    )
  }
}

// --- Valid input ----------------------------------------------------------------------------------

const letters =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèçñøåßÉÖİıΩλжЖعربيةकखग李小龍한글ひらがな0123456789'
const letter = fc.constantFrom(...letters)
const nameTail = fc.constantFrom(...letters, ' ', '.', "'", '’', '-', '\u0301')
const validPersonName = fc
  .tuple(letter, fc.array(nameTail, { maxLength: 60 }), fc.array(nameTail, { maxLength: 55 }))
  .map(([first, rest, more]) => `${first}${rest.join('')}${more.join('')}`.slice(0, appConfig.validation.nameMaxLength))

const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
const label = fc.array(lowerAlnum, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''))
const validEmail = fc
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

const validCode = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: appConfig.otp.length, maxLength: appConfig.otp.length })
  .map((digits) => digits.join(''))
const validUuid = fc.uuid({ version: [1, 4, 7] })
const validUserId = fc.oneof(
  validUuid,
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 }).filter((id) => isStorableText(id)),
)

/** Printable text of any script, trimmed non-empty, within `max` UTF-16 units. */
const printable = (max: number, min = 1) =>
  fc
    .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 200) })
    .map((value) => value.trim().slice(0, max).trim())
    .filter((value) => value.length >= min && isStorableText(value))

const validLink = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('com', 'org', 'io'),
    fc.webPath(),
  )
  .map(([scheme, host, tld, path]) => `${scheme}${host.join('.')}.${tld}${path}`.slice(0, 2048))

const futureDate = fc
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

const list = fc.record(
  {
    searchTerm: fc.oneof(fc.constant(''), printable(100)),
    cursor: fc.string({ unit: 'grapheme-ascii', maxLength: 500 }),
    limit: fc.integer({ min: 1, max: 100 }),
  },
  { requiredKeys: [] },
)

const repositoryForm = {
  name: printable(100),
  link: validLink,
  description: fc.oneof(fc.constant(''), printable(1000)),
}

const validInputsByFunction: Record<ServerFunctionNameWithInput, fc.Arbitrary<unknown>> = {
  changeName: fc.record({ name: validPersonName }),
  requestEmailChange: fc.record({ newEmail: validEmail }),
  confirmEmailChange: fc.record({ newEmail: validEmail, code: validCode }),
  revokeSession: fc.record({ id: validUuid }),
  renamePasskey: fc.record({ id: validUuid, name: printable(appConfig.validation.passkeyNameMaxLength) }),
  removePasskey: fc.record({ id: validUuid }),
  saveOnboardingName: fc.record({ name: validPersonName }),
  listRepositories: list,
  getRepository: fc.record({ id: validUuid }),
  createRepository: fc.record(repositoryForm),
  updateRepository: fc.record({ id: validUuid, ...repositoryForm }),
  deleteRepository: fc.record({ id: validUuid }),
  listUsers: list,
  getUser: fc.record({ id: validUserId }),
  createUser: fc.record({ email: validEmail, name: validPersonName, role: fc.constantFrom('user', 'admin') }),
  updateUser: fc.record({
    id: validUserId,
    email: validEmail,
    name: validPersonName,
    role: fc.constantFrom('user', 'admin'),
  }),
  setUserRole: fc.record({ id: validUserId, role: fc.constantFrom('user', 'admin') }),
  banUser: fc.record({
    id: validUserId,
    reason: fc.oneof(fc.constant(''), printable(500)),
    expiresAt: fc.option(futureDate, { nil: null }),
  }),
  unbanUser: fc.record({ id: validUserId }),
  revokeUserSession: fc.record({
    userId: validUserId,
    sessionId: fc.oneof(validUuid, fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 })),
  }),
  revokeUserSessions: fc.record({ userId: validUserId }),
  removeUserPasskeys: fc.record({ userId: validUserId }),
  setUserPassword: fc.record({
    id: validUserId,
    password: fc
      .string({ unit: 'grapheme', minLength: 8, maxLength: 40 })
      .filter((p) => p.length <= 128 && isStorableText(p)),
  }),
  deleteUser: fc.record({ id: validUserId }),
  getMyOrganization: fc.record({ organizationId: validUserId }),
  getMyInvitation: fc.record({ invitationId: validUserId }),
  listAllOrganizations: list,
  getOrganizationForManager: fc.record({ id: validUserId }),
  deleteOrganizationAsManager: fc.record({ id: validUserId }),
  // gen:entity:valid-inputs — the functions of new entities (npm run gen:entity) are added above this line
}

// Looked up by the registry's names at run time: a function the maps lack fails the first test.
const fieldsOf: Partial<Record<string, Record<string, Field>>> = fieldsByFunction
const validInputs: Partial<Record<string, fc.Arbitrary<unknown>>> = validInputsByFunction

/** Per field, a valid value with hostile details (spaces, one edge character): accepted or refused, never both wrong. */
const nearlyValidField: Partial<Record<Field, fc.Arbitrary<unknown>>> = {
  personName: nearlyValid(validPersonName),
  email: nearlyValid(validEmail),
  code: nearlyValid(validCode),
  uuid: nearlyValid(validUuid),
  userId: nearlyValid(validUserId),
  repositoryName: nearlyValid(printable(100)),
  link: nearlyValid(validLink),
  description: nearlyValid(printable(1000)),
  searchTerm: nearlyValid(printable(100)),
  reason: nearlyValid(printable(500)),
  expiresAt: nearlyValid(futureDate),
  password: nearlyValid(fc.string({ minLength: 8, maxLength: 20 })),
  sessionId: nearlyValid(validUuid),
}

// --- The properties ---------------------------------------------------------------------------------

const withInput = serverFunctionRegistry.filter(
  (entry): entry is typeof entry & { input: z.ZodType } => entry.input !== null,
)

describe('input schemas of the server functions', () => {
  it('has a generator of valid input for every function that takes one', () => {
    const takingInput = withInput.filter((entry) => entry.input.def.type !== 'undefined').map((entry) => entry.name)
    expect(Object.keys(validInputs).sort()).toEqual([...takingInput].sort())
    expect(Object.keys(fieldsOf).sort()).toEqual([...takingInput].sort())
  })

  describe.each(withInput.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
    const schema = entry.input
    const check = (input: unknown) => {
      const result = schema.safeParse(input)
      if (result.success) expectInvariants(name, result.data, input)
      else expectTranslatedIssues(result.error, input)
    }

    it('accepts with its rules kept, or refuses with translated messages: values of any type', () => {
      fc.assert(fc.property(anyValue, check), params)
    })

    it('the same with an object of its own keys holding hostile values', () => {
      const keys = Object.keys(fieldsOf[name] ?? { data: true })
      fc.assert(fc.property(objectWithKeys(keys), check), params)
    })

    const fields = fieldsOf[name]
    if (fields) {
      it('the same with valid input where one field is nearly valid, huge or an edge string', () => {
        const arbitrary = fc
          .tuple(validInputs[name]!, fc.constantFrom(...Object.entries(fields)), fc.nat())
          .chain(([valid, [key, field]]) =>
            fc
              .oneof(nearlyValidField[field] ?? plausibleString, edgeString, hugeString, plausibleString)
              .map((value) => ({ ...(valid as Record<string, unknown>), [key]: value })),
          )
        fc.assert(fc.property(arbitrary, check), params)
      })

      it('accepts valid input', () => {
        fc.assert(
          fc.property(validInputs[name]!, (input) => {
            const result = schema.safeParse(input)
            expect(
              result.success,
              `${show(input)} refused: ${result.error?.issues.map((issue) => issue.message).join(', ')}`,
            ).toBe(true)
            expectInvariants(name, result.data, input)
          }),
          params,
        )
      })
    } else {
      it('accepts undefined only', () => {
        expect(schema.safeParse(undefined).success).toBe(true)
      })
    }
  })
})

describe('translationProblem', () => {
  it('knows a key with its values from a raw message', () => {
    expect(translationProblem('repository:validation.linkTooShort|{"min":4}')).toBeUndefined()
    expect(translationProblem('errors:invalidInput')).toBeUndefined()
    expect(translationProblem('repository:validation.linkTooShort')).toMatch(/lacks min/)
    expect(translationProblem('errors:nope')).toMatch(/no English text/)
    expect(translationProblem('Too big: expected string to have <=100 characters')).toMatch(/not a translation key/)
  })
})
