import { ChevronRight, House, Languages, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PlainIcon } from '@/components/ui/plain-icon'
import { Specimen } from '../gallery-section'

export function PlainIconSection() {
  const { t } = useTranslation('dev')
  return (
    <Specimen label={t('uiGallery.states.plainIcons')}>
      {[House, Languages, LogOut].map((icon, index) => (
        <PlainIcon key={index} icon={icon} className="size-5" />
      ))}
      <PlainIcon icon={ChevronRight} className="size-4 text-muted-foreground rtl:-scale-x-100" />
    </Specimen>
  )
}
