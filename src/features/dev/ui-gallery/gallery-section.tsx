import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'

/** The gallery test compares the exports listed here with the module's real exports. */
export function GallerySection({
  id,
  exports,
  children,
}: {
  id: string
  exports: readonly string[]
  children: ReactNode
}) {
  const { t } = useTranslation('dev')
  const headingId = `ui-${id}-heading`
  return (
    <section
      id={`ui-${id}`}
      aria-labelledby={headingId}
      data-testid="ui-gallery-section"
      data-primitive={id}
      className="grid min-w-0 scroll-mt-28 gap-5 rounded-card border border-border p-4 sm:p-6"
    >
      <header className="grid gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {t(`uiGallery.sections.${id}.title`)}
          </h2>
          <code dir="ltr" className="text-xs text-muted-foreground">
            {`src/components/ui/${id}.tsx`}
          </code>
        </div>
        <p className="text-sm text-muted-foreground">{t(`uiGallery.sections.${id}.description`)}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>{t('uiGallery.exports')}</span>
          <ul className="flex flex-wrap gap-1.5" data-testid="ui-gallery-exports">
            {exports.map((name) => (
              <li key={name}>
                <code dir="ltr" className="rounded bg-muted px-1.5 py-0.5 text-foreground">
                  {name}
                </code>
              </li>
            ))}
          </ul>
        </div>
      </header>
      {children}
    </section>
  )
}

export function Specimen({
  label,
  children,
  className,
}: {
  label: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className={cn('flex min-w-0 flex-wrap items-center gap-3', className)}>{children}</div>
    </div>
  )
}

export function SpecimenGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 md:grid-cols-2 [&>*]:min-w-0">{children}</div>
}

export function SettingsTable({
  name,
  settings,
}: {
  name: string
  settings: Readonly<Record<string, string | number | boolean>>
}) {
  return (
    <dl
      dir="ltr"
      aria-label={name}
      className="grid w-fit max-w-full grid-cols-[auto_auto] gap-x-6 gap-y-1 overflow-x-auto rounded-lg border border-border bg-muted/40 px-3 py-2 font-mono text-xs"
    >
      {Object.entries(settings).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{`${name}.${key}`}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
