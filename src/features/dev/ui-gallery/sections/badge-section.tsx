import { Check, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, badgeVariants } from '@/components/ui/badge'
import { Specimen } from '../gallery-section'

const variants = ['default', 'secondary', 'destructive', 'outline'] as const

export function BadgeSection() {
  const { t } = useTranslation('dev')
  return (
    <>
      <Specimen label={t('uiGallery.states.variants')}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {t(`uiGallery.samples.badge.${variant}`)}
          </Badge>
        ))}
      </Specimen>
      <Specimen label={t('uiGallery.states.withIcon')}>
        <Badge variant="secondary">
          <Check aria-hidden />
          {t('uiGallery.samples.badge.verified')}
        </Badge>
        <Badge variant="outline">
          <Clock aria-hidden />
          {t('uiGallery.samples.badge.pending')}
        </Badge>
      </Specimen>
      <Specimen label={t('uiGallery.states.badgeVariantsElsewhere')}>
        <time className={badgeVariants({ variant: 'outline' })}>{t('uiGallery.samples.badge.expires')}</time>
      </Specimen>
    </>
  )
}
