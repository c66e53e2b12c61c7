import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { anyValue, edgeString, hugeString, objectWithKeys, plausibleString } from '~/e2e/fixtures/fuzz-values'
import { serverFunctionRegistry } from '@/features/api-docs/server-function-registry'
import { checks, type FunctionInputRules, nearlyValidField } from './input-rules'

/**
 * Every input schema of the server functions (src/features/api-docs/server-function-registry.ts), against generated input:
 * - anything (wrong types, huge strings, unicode edge cases) is either accepted, and then the value the
 *   function receives keeps the documented rules (trimmed, lengths, storable text, formats), or refused
 *   with messages that are all translation keys of locales/en (never zod's English);
 * - generated valid input is always accepted.
 * The rules and valid input of each function are declared in its feature's api-input-rules.ts (typed by its api.ts:
 * a function with an input missing there does not compile).
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 250)
const SEED = Number(process.env.PROPERTY_SEED ?? 20261121)
const params = { numRuns: RUNS, seed: SEED }

// --- Translation keys ---------------------------------------------------------------------------

const localesDir = join(import.meta.dirname, '../../../locales/en')
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

// --- The rules of each feature (src/features/*/api-input-rules.ts) ----------------------------------

const featureRules = import.meta.glob<Record<string, FunctionInputRules>>('/src/features/*/api-input-rules.ts', {
  eager: true,
  import: 'inputRules',
})
// Looked up by the registry's names at run time: a function without rules fails the first test.
const rulesOf: Partial<Record<string, FunctionInputRules>> = Object.assign({}, ...Object.values(featureRules))

function expectInvariants(name: string, output: unknown, input: unknown) {
  const fields = rulesOf[name]?.fields
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

// --- The properties ---------------------------------------------------------------------------------

const withInput = serverFunctionRegistry.filter(
  (entry): entry is typeof entry & { input: z.ZodType } => entry.input !== null,
)

describe('input schemas of the server functions', () => {
  it('has a generator of valid input for every function that takes one', () => {
    const takingInput = withInput.filter((entry) => entry.input.def.type !== 'undefined').map((entry) => entry.name)
    expect(Object.keys(rulesOf).sort()).toEqual([...takingInput].sort())
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
      const keys = Object.keys(rulesOf[name]?.fields ?? { data: true })
      fc.assert(fc.property(objectWithKeys(keys), check), params)
    })

    const rules = rulesOf[name]
    if (rules) {
      it('the same with valid input where one field is nearly valid, huge or an edge string', () => {
        const arbitrary = fc
          .tuple(rules.valid, fc.constantFrom(...Object.entries(rules.fields)), fc.nat())
          .chain(([valid, [key, field]]) =>
            fc
              .oneof(nearlyValidField[field] ?? plausibleString, edgeString, hugeString, plausibleString)
              .map((value) => ({ ...(valid as Record<string, unknown>), [key]: value })),
          )
        fc.assert(fc.property(arbitrary, check), params)
      })

      it('accepts valid input', () => {
        fc.assert(
          fc.property(rules.valid, (input) => {
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
