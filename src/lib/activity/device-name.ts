import type { TFunction } from 'i18next'

/** "Chrome on Android", "Firefox", "A browser on Linux" or "Unknown device", in the reader's language. */
export function deviceName(
  t: TFunction<string>,
  { browser, os }: { browser?: string | null; os?: string | null },
): string {
  if (browser && os) return t('common:device.both', { browser, os })
  if (browser) return t('common:device.browserOnly', { browser })
  if (os) return t('common:device.osOnly', { os })
  return t('common:device.unknown')
}
