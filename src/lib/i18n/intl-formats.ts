// Building an Intl formatter costs far more than formatting with it (at first use of a language it also loads
// that language's data), and pages format in every render and every list item: one formatter per language and
// options, kept for the life of the page (or the server).
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function shared<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  language: string | undefined,
  options: object,
  create: () => Format,
) {
  const key = `${kind}|${language}|${JSON.stringify(options)}`
  let format = formats.get(key) as Format | undefined
  if (!format) {
    format = create()
    formats.set(key, format)
  }
  return format
}

export function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions = {}) {
  return shared('number', language, options, () => new Intl.NumberFormat(language, options))
}

/** An option set to undefined counts as absent. */
export function dateTimeFormat(language: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  return shared('date', language, options, () => new Intl.DateTimeFormat(language, options))
}
