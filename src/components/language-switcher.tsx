import { Languages } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useKeepTypedValue } from '@/components/document/use-keep-typed-value'
import { languages } from '@/lib/i18n/languages'
import { cn } from '@/lib/ui/cn'
import { PlainIcon } from '@/components/ui/plain-icon'

/**
 * A language chosen before the page hydrates is applied then. The select shows the choice at once, while the
 * language's texts load: a change event React replays after hydrating reads the select's value, and must not
 * read the previous language back.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  const [loading, setLoading] = useState<string>()
  const select = useRef<HTMLSelectElement>(null)
  useKeepTypedValue(select, current)

  function choose(language: string) {
    if (language === (loading ?? current)) return
    setLoading(language)
    void i18n.changeLanguage(language).finally(() => setLoading((shown) => (shown === language ? undefined : shown)))
  }

  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <span className="sr-only">{t('language.label')}</span>
      <PlainIcon icon={Languages} className="pointer-events-none absolute start-2.5 size-4 text-muted-foreground" />
      <select
        name="lng"
        ref={select}
        value={loading ?? current}
        data-language-choice
        onChange={(event) => choose(event.target.value)}
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
