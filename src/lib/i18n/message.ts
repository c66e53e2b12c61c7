import type { TFunction } from 'i18next'

/**
 * Validation and error messages travel as translation keys, optionally with values for
 * interpolation: "repository:validation.linkTooShort|{"min":4}". Forms and toasts translate them.
 */
export function messageWithValues(key: string, values: Record<string, string | number>) {
  return `${key}|${JSON.stringify(values)}`
}

export function parseMessage(message: string): { key: string; values?: Record<string, unknown> } {
  const separator = message.indexOf('|')
  if (separator < 0) return { key: message }
  try {
    return {
      key: message.slice(0, separator),
      values: JSON.parse(message.slice(separator + 1)) as Record<string, unknown>,
    }
  } catch {
    return { key: message }
  }
}

export function translateMessage(t: TFunction<string>, message: string): string {
  const { key, values } = parseMessage(message)
  return t(key, values ?? {})
}
