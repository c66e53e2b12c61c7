import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alwaysLoadedNamespaces } from '@/lib/i18n/languages'
import { codeSchema, emailSchema, nameSchema } from './validation'

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('emailSchema', () => {
  it('normalises a valid address', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com')
  })
  it.each([
    ['', 'auth:validation.emailRequired'],
    ['   ', 'auth:validation.emailRequired'],
    [undefined, 'auth:validation.emailRequired'],
    ['ada', 'auth:validation.emailInvalid'],
    ['ada@', 'auth:validation.emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'auth:validation.emailInvalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(messageOf(emailSchema.safeParse(input))).toBe(message)
  })
})

describe('codeSchema', () => {
  it('accepts six digits', () => {
    expect(codeSchema.parse(' 123456 ')).toBe('123456')
  })
  it.each([
    ['', 'auth:validation.codeRequired'],
    ['123', 'auth:validation.codeLength|{"length":6}'],
    ['1234567', 'auth:validation.codeLength|{"length":6}'],
    ['12a456', 'auth:validation.codeInvalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(messageOf(codeSchema.safeParse(input))).toBe(message)
  })
})

describe('nameSchema', () => {
  it.each(['Ada Lovelace', "Seán O'Brien", 'عائشة', 'Jean-Luc', '李小龍'])('accepts %j', (name) => {
    expect(nameSchema.parse(`  ${name} `)).toBe(name)
  })
  it.each([
    ['', 'auth:validation.nameRequired'],
    ['   ', 'auth:validation.nameRequired'],
    ['<script>', 'auth:validation.nameInvalid'],
    ['Ada\u0000', 'auth:validation.nameInvalid'],
    ['a'.repeat(121), 'auth:validation.nameInvalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(messageOf(nameSchema.safeParse(input))).toBe(message)
  })
})

describe('the messages of the shared field schemas', () => {
  it('are in namespaces every page loads, since forms of every area show them', () => {
    const source = readFileSync(join(import.meta.dirname, 'validation.ts'), 'utf8')
    const namespacesUsed = new Set([...source.matchAll(/'([a-z-]+):[\w.]+'/g)].map((match) => match[1]))
    expect(namespacesUsed.size).toBeGreaterThan(0)
    for (const namespace of namespacesUsed) expect(alwaysLoadedNamespaces, namespace).toContain(namespace)
  })
})
