import { Monitor, Moon, Sun } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'
import { type Theme, resolveTheme, themeStore, themes } from '@/lib/ui/theme'
import { PlainIcon } from '@/components/ui/plain-icon'

const icons = { light: Sun, dark: Moon, system: Monitor }

function applyTheme(theme: Theme) {
  const dark = resolveTheme(theme, matchMedia('(prefers-color-scheme: dark)').matches) === 'dark'
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/** Light / dark / system, stored under the `theme` key; "system" follows the OS live. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServerSnapshot)

  useEffect(() => {
    applyTheme(theme)
    if (theme !== 'system') return
    const query = matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyTheme('system')
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [theme])

  const choose = (next: Theme) => themeStore.set(next)

  return (
    <div
      role="radiogroup"
      aria-label={t('theme.label')}
      className={cn('inline-flex rounded-lg border border-border bg-card p-0.5', className)}
    >
      {themes.map((option) => {
        const Icon = icons[option]
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={theme === option}
            data-theme-choice={option}
            title={t(`theme.${option}`)}
            onClick={() => choose(option)}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-checked:bg-muted aria-checked:text-foreground"
          >
            <PlainIcon icon={Icon} className="size-4" />
            <span className="sr-only">{t(`theme.${option}`)}</span>
          </button>
        )
      })}
    </div>
  )
}
