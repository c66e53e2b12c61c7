import { type CSSProperties, useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster as Sonner, toast } from 'sonner'
import { languageDirection } from '@/lib/i18n/languages'
import { toastsReady } from './toast-queue'
import { toasterSettings } from './toaster-settings'

export function SonnerToaster() {
  const { t, i18n } = useTranslation('ui')
  const dir = languageDirection(i18n.resolvedLanguage ?? i18n.language)
  const theme = useSyncExternalStore(subscribeToThemeClass, readThemeClass, () => 'light' as const)
  // Runs after sonner's own effect has subscribed to its toasts, so the queued ones are shown.
  useEffect(() => toastsReady(toast), [])

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

/** Follow the theme class wherever it is changed. */
function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
