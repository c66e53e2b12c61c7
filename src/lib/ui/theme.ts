import { appConfig } from '~/app.config'

export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value)
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme
}

/**
 * Inline script run in <head> before the page paints: applies the stored theme as a class on
 * <html>, so a dark-theme visitor never sees a light flash.
 */
export const themeScript = `(() => {
  try {
    const stored = localStorage.getItem(${JSON.stringify(appConfig.themeStorageKey)});
    const theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {}
})()`

const THEME_CHANGE_EVENT = 'threshold:theme-change'

export const themeStore = {
  get(): Theme {
    const stored = localStorage.getItem(appConfig.themeStorageKey)
    return isTheme(stored) ? stored : 'system'
  },
  getServerSnapshot: (): Theme => 'system',
  set(theme: Theme) {
    localStorage.setItem(appConfig.themeStorageKey, theme)
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
  },
  subscribe(onChange: () => void) {
    // `storage` carries changes made in other tabs.
    window.addEventListener(THEME_CHANGE_EVENT, onChange)
    window.addEventListener('storage', onChange)
    return () => {
      window.removeEventListener(THEME_CHANGE_EVENT, onChange)
      window.removeEventListener('storage', onChange)
    }
  },
}
