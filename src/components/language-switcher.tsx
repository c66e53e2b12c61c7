import { Languages } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'
import { languages } from '@/lib/i18n/languages'
import { cn } from '@/lib/ui/cn'

/** A language chosen before the page hydrates is applied then. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  const select = useRef<HTMLSelectElement>(null)
  useKeepTypedValue(select, current)

  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <span className="sr-only">{t('language.label')}</span>
      <Languages aria-hidden className="pointer-events-none absolute start-2.5 size-4 text-muted-foreground" />
      <select
        name="lng"
        ref={select}
        value={current}
        data-language-choice
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-9 appearance-none rounded-lg border border-border bg-card ps-8 pe-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
