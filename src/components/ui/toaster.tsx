import { type CSSProperties, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster as Sonner } from 'sonner'
import { languageDirection } from '@/lib/i18n/languages'

/** Features import toasts from here: `import { toast } from '@/components/ui/toaster'`. */
export { toast } from 'sonner'

/**
 * The toast constants of SPEC §9. Sonner 2.0.8 takes visibleToasts, duration and gap as props and
 * the width as the `--width` CSS variable. Its swipe threshold (45 px, or a fast swipe) and the
 * 200 ms removal animation are constants inside sonner (SWIPE_THRESHOLD, TIME_BEFORE_UNMOUNT) that
 * it does not let us set; they already equal the specification. Pausing while hovered, expanded or
 * while the tab is hidden is sonner's own behaviour.
 */
export const toasterSettings = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
} as const

/** The area where toasts appear: top right (top left in right-to-left languages), themed like the page. */
export function Toaster() {
  const { t, i18n } = useTranslation('ui')
  const dir = languageDirection(i18n.resolvedLanguage ?? i18n.language)
  const theme = useSyncExternalStore(subscribeToThemeClass, readThemeClass, () => 'light' as const)

  return (
    <Sonner
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      dir={dir}
      theme={theme}
      visibleToasts={toasterSettings.visibleToasts}
      duration={toasterSettings.duration}
      gap={toasterSettings.gap}
      closeButton
      richColors={false}
      containerAriaLabel={t('toaster.label')}
      style={
        {
          '--width': `${toasterSettings.widthPx}px`,
          // Sonner's own palette, replaced by the design tokens (inline style beats its stylesheet).
          '--normal-bg': 'var(--card)',
          '--normal-border': 'var(--border)',
          '--normal-text': 'var(--foreground)',
          '--normal-bg-hover': 'var(--muted)',
          '--normal-border-hover': 'var(--border)',
          '--gray2': 'var(--muted)',
          '--gray5': 'var(--border)',
          '--border-radius': '0.75rem',
          fontFamily: 'var(--font-sans)',
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: t('toaster.close'),
        classNames: {
          toast: 'shadow-lg',
          description: 'text-muted-foreground!',
          success: '[&_[data-icon]]:text-emerald-600 dark:[&_[data-icon]]:text-emerald-400',
          info: '[&_[data-icon]]:text-primary',
          warning: '[&_[data-icon]]:text-amber-600 dark:[&_[data-icon]]:text-amber-400',
          error: '[&_[data-icon]]:text-destructive',
          actionButton: 'bg-primary! text-primary-foreground!',
        },
      }}
    />
  )
}

function readThemeClass(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** The theme is a class on <html> (src/lib/theme.ts); follow it wherever it is changed. */
function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
