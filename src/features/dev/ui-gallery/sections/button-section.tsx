import { ArrowRight, Download, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '@/components/ui/button'
import { Specimen } from '../gallery-section'

const variants = ['primary', 'secondary', 'ghost', 'destructive', 'link'] as const

export function ButtonSection() {
  const { t } = useTranslation('dev')
  const label = (variant: (typeof variants)[number]) => t(`uiGallery.samples.button.${variant}`)
  return (
    <>
      <Specimen label={t('uiGallery.states.variants')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {label(variant)}
          </Button>
        ))}
      </Specimen>
      <Specimen label={t('uiGallery.states.small')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} size="sm">
            {label(variant)}
          </Button>
        ))}
      </Specimen>
      <Specimen label={t('uiGallery.states.withIcon')}>
        <Button>
          <Download aria-hidden className="size-4" />
          {t('uiGallery.samples.button.download')}
        </Button>
        <Button variant="secondary">
          {t('uiGallery.samples.button.next')}
          {/* A pointing icon turns round in right-to-left. */}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
        <Button size="icon" variant="secondary" aria-label={t('uiGallery.samples.button.settings')}>
          <Settings aria-hidden className="size-4" />
        </Button>
        <Button size="icon" variant="ghost" aria-label={t('uiGallery.samples.button.settings')}>
          <Settings aria-hidden className="size-4" />
        </Button>
      </Specimen>
      <Specimen label={t('uiGallery.states.loading')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} loading>
            {label(variant)}
          </Button>
        ))}
      </Specimen>
      <Specimen label={t('uiGallery.states.disabled')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {label(variant)}
          </Button>
        ))}
      </Specimen>
      <Specimen label={t('uiGallery.states.buttonVariantsOnLink')}>
        <a href="#ui-button" className={buttonVariants({ variant: 'secondary' })}>
          {t('uiGallery.samples.button.linkStyled')}
        </a>
        <a href="#ui-button" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          {t('uiGallery.samples.button.linkStyled')}
        </a>
      </Specimen>
    </>
  )
}
