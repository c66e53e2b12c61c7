export interface Device {
  browser?: string
  os?: string
}

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

// iPhones and Android phones also say "like Mac OS X" and "Linux": check them first.
const systems: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function parseUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? ''
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1],
    os: systems.find(([pattern]) => pattern.test(ua))?.[1],
  }
}
