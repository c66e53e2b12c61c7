import { useNavigate } from '@tanstack/react-router'
import { SearchInput } from '@/components/ui/search-input'
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/validation/search-params'

/** A list page's search field. The term lives in the URL (`?searchTerm=`), replaced as the person types. */
export function SearchTermInput({ searchTerm }: { searchTerm: string }) {
  const navigate = useNavigate()
  return (
    <SearchInput
      name="searchTerm"
      value={searchTerm}
      maxLength={SEARCH_TERM_MAX_LENGTH}
      onChange={(value) => void navigate({ to: '.', search: { searchTerm: value }, replace: true })}
    />
  )
}
