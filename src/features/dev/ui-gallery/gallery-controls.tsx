import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { fallbackLanguage, languageDirection } from '@/lib/i18n/languages'

const directions = ['ltr', 'rtl'] as const

/**
 * The direction switch changes the language (to Arabic and back): <html dir>, the toasts, the dialogs
 * and the calendar all follow the language, so the gallery shows them exactly as the product does.
 */
export function GalleryControls() {
  const { t, i18n } = useTranslation('dev')
  const language = i18n.resolvedLanguage ?? i18n.language
  const direction = languageDirection(language)
  // The left-to-right language to come back to.
  const lastLtrLanguage = useRef<string>(fallbackLanguage)

  const chooseDirection = (next: (typeof directions)[number]) => {
    if (next === direction) return
    if (next === 'rtl') {
      lastLtrLanguage.current = language
      void i18n.changeLanguage(appConfig.rtlLanguages[0])
    } else {
      void i18n.changeLanguage(lastLtrLanguage.current)
    }
  }

  return (
    <div
      role="group"
      aria-label={t('uiGallery.controls.label')}
      data-testid="ui-gallery-controls"
      className="sticky top-0 z-40 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-background px-4 py-3 sm:-mx-6 sm:gap-x-5 sm:px-6"
    >
      <div className="flex items-center gap-2">
        <span className="hidden text-sm text-muted-foreground sm:inline">{t('uiGallery.controls.theme')}</span>
        <ThemeSwitcher />
      </div>
      <div className="flex items-center gap-2">
        {/* Hidden on phones to keep the bar on one line; it still names the radio group. */}
        <span className="hidden text-sm text-muted-foreground sm:inline" id="ui-gallery-direction">
          {t('uiGallery.controls.direction')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="ui-gallery-direction"
          className="inline-flex rounded-lg border border-border bg-card p-0.5"
        >
          {directions.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={direction === option}
              onClick={() => chooseDirection(option)}
              className="inline-flex h-8 items-center rounded-md px-2.5 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-checked:bg-muted aria-checked:text-foreground"
            >
              {t(`uiGallery.controls.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span className="hidden text-sm text-muted-foreground sm:inline">{t('uiGallery.controls.language')}</span>
        <LanguageSwitcher />
      </div>
    </div>
  )
}
