import { z } from 'zod'
import { appConfig } from '~/app.config'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'
import { organizationRefusals } from './refusals'
import { organizationId } from './schema'

/** The most domains one organisation may claim (pending and verified together). */
export const MAX_DOMAINS_PER_ORGANIZATION = 20

// A host name of letters, digits and hyphens (an international one in its xn-- form), two labels or more, a TLD
// that is not only digits: an e-mail address's domain, never an IP address or a single label.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/** `Acme.COM.`, `https://acme.com/`, `bücher.de`: the domain as DNS and e-mail addresses write it, or null. */
export function normaliseDomain(input: string): string | null {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/.]+$/, '')
  if (trimmed.length === 0 || /[\s/@:?#[\]]/.test(trimmed)) return null
  let ascii: string
  try {
    // The URL parser turns an international name into its xn-- form, as DNS stores it.
    ascii = new URL(`http://${trimmed}`).hostname
  } catch {
    return null
  }
  const labels = ascii.split('.')
  const valid =
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!)
  return valid ? ascii : null
}

export const domainSchema = z
  .string({ error: 'organization:domains.validation.required' })
  .trim()
  .min(1, 'organization:domains.validation.required')
  .max(300, 'organization:domains.validation.invalid')
  .refine(isStorableText, 'organization:domains.validation.invalid')
  .transform((value, context) => {
    const domain = normaliseDomain(value)
    if (domain) return domain
    context.addIssue({ code: 'custom', message: 'organization:domains.validation.invalid' })
    return z.NEVER
  })

const domainId = z.string(organizationRefusals.domainNotFound).min(1).max(100).refine(isStorableText)

export const claimDomainSchema = z.object({ organizationId, domain: domainSchema }, INVALID_INPUT)
export const organizationDomainSchema = z.object({ organizationId, domainId }, INVALID_INPUT)

/** The DNS TXT record that proves an organisation controls `domain`: its name and the value to publish there. */
export function verificationRecord(domain: string, token: string) {
  const product = appConfig.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { name: `_${product}-verification.${domain}`, value: `${product}-verification=${token}` }
}
