/** Read on each call (not at import) so tests can stub the variables; Vite inlines them in builds. */
export interface Environment {
  name: string
  emoji?: string
  color: string
  textColor: string
}

export const defaultEnvironmentColor = 'plum'

export function currentEnvironment(): Environment | undefined {
  const name = import.meta.env.VITE_ENV_NAME?.trim()
  if (!name) return undefined
  const emoji = import.meta.env.VITE_ENV_EMOJI?.trim() || undefined
  const color = import.meta.env.VITE_ENV_COLOR?.trim() || defaultEnvironmentColor
  return { name, emoji, color, textColor: readableTextColor(color) }
}

/** "🚧 Staging · " for the document title, or '' outside a named environment. */
export function environmentTitlePrefix(environment = currentEnvironment()) {
  if (!environment) return ''
  return `${environment.emoji ? `${environment.emoji} ` : ''}${environment.name} · `
}

const namedColors: Record<string, [number, number, number]> = {
  plum: [221, 160, 221],
  orchid: [218, 112, 214],
  violet: [238, 130, 238],
  purple: [128, 0, 128],
  indigo: [75, 0, 130],
  lavender: [230, 230, 250],
  pink: [255, 192, 203],
  hotpink: [255, 105, 180],
  red: [255, 0, 0],
  crimson: [220, 20, 60],
  darkred: [139, 0, 0],
  maroon: [128, 0, 0],
  tomato: [255, 99, 71],
  coral: [255, 127, 80],
  salmon: [250, 128, 114],
  orange: [255, 165, 0],
  darkorange: [255, 140, 0],
  gold: [255, 215, 0],
  yellow: [255, 255, 0],
  khaki: [240, 230, 140],
  tan: [210, 180, 140],
  brown: [165, 42, 42],
  olive: [128, 128, 0],
  lime: [0, 255, 0],
  green: [0, 128, 0],
  darkgreen: [0, 100, 0],
  lightgreen: [144, 238, 144],
  seagreen: [46, 139, 87],
  teal: [0, 128, 128],
  cyan: [0, 255, 255],
  aqua: [0, 255, 255],
  turquoise: [64, 224, 208],
  skyblue: [135, 206, 235],
  lightblue: [173, 216, 230],
  blue: [0, 0, 255],
  royalblue: [65, 105, 225],
  steelblue: [70, 130, 180],
  navy: [0, 0, 128],
  black: [0, 0, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  silver: [192, 192, 192],
  white: [255, 255, 255],
}

function parseColor(color: string): [number, number, number] | undefined {
  const value = color.trim().toLowerCase()
  const named = namedColors[value]
  if (named) return named
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(value)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  return undefined
}

function relativeLuminance([r, g, b]: [number, number, number]) {
  const channel = (value: number) => {
    const s = value / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** Black or white, whichever contrasts more with `color` (WCAG); black for colours it cannot read. */
export function readableTextColor(color: string): '#000000' | '#ffffff' {
  const rgb = parseColor(color)
  if (!rgb) return '#000000'
  const luminance = relativeLuminance(rgb)
  const contrastWithBlack = (luminance + 0.05) / 0.05
  const contrastWithWhite = 1.05 / (luminance + 0.05)
  return contrastWithBlack >= contrastWithWhite ? '#000000' : '#ffffff'
}
