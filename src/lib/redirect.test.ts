import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/app', '/app'],
    ['/manager/users?searchTerm=ann#top', '/manager/users?searchTerm=ann#top'],
    ['/app/../manager', '/manager'],
  ])('keeps the same-site path %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'app',
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/app\nSet-Cookie: x=1',
    ' /app',
    42,
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeUndefined()
  })
})
