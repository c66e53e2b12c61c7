import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchInput } from '@/components/ui/search-input'
import { Specimen, SpecimenGrid } from '../gallery-section'

export function SearchInputSection() {
  const { t } = useTranslation('dev')
  const [term, setTerm] = useState('')
  // null until edited: the sample term follows the language.
  const [prefilled, setPrefilled] = useState<string | null>(null)
  return (
    <SpecimenGrid>
      <Specimen label={t('uiGallery.states.debounced')} className="grid">
        <SearchInput value={term} onChange={setTerm} />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t('uiGallery.samples.search.emitted', { term: term || '∅' })}
        </p>
      </Specimen>
      <Specimen label={t('uiGallery.states.filled')} className="grid">
        <SearchInput
          value={prefilled ?? t('uiGallery.samples.search.term')}
          onChange={setPrefilled}
          placeholder={t('uiGallery.samples.search.placeholder')}
          aria-label={t('uiGallery.samples.search.label')}
        />
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')} className="grid">
        <SearchInput value="" onChange={() => {}} disabled aria-label={t('uiGallery.states.disabled')} />
      </Specimen>
    </SpecimenGrid>
  )
}
