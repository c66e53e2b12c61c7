import { useTranslation } from 'react-i18next'
import { MainLandmark } from '@/components/main-landmark'
import { buttonVariants } from '@/components/ui/button'
import { ApiKeysGallery } from './api-keys-gallery'
import { GalleryControls } from './gallery-controls'
import { GallerySection } from './gallery-section'
import { gallerySections } from './sections'

export function PageUiGallery() {
  const { t } = useTranslation('dev')
  return (
    <MainLandmark className="mx-auto grid max-w-5xl gap-6 px-4 pb-16 sm:px-6" data-testid="ui-gallery">
      <GalleryControls />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('uiGallery.title')}</h1>
          <p className="max-w-prose text-sm text-muted-foreground">{t('uiGallery.description')}</p>
        </div>
        {/* A plain link: the other development page, a full load is fine. */}
        <a href="/dev/mailbox" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('mailbox.title')}
        </a>
      </div>
      <nav aria-label={t('uiGallery.contents')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {gallerySections.map(({ id }) => (
            <li key={id}>
              <a href={`#ui-${id}`} className="inline-flex rounded-full border border-border px-3 py-1 hover:bg-muted">
                {t(`uiGallery.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {gallerySections.map(({ id, exports, Demo }) => (
        <GallerySection key={id} id={id} exports={exports}>
          <Demo />
        </GallerySection>
      ))}
      {/* Shared compositions of src/components, after the primitives they are made of. */}
      <ApiKeysGallery />
    </MainLandmark>
  )
}
