import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type PageLayoutProps = {
  /** Its only h1. */
  title: ReactNode
  /** Below the title on narrow screens. */
  actions?: ReactNode
  /** Shows a "Back" link above the title. */
  backTo?: string
  children?: ReactNode
}

export function PageLayout({ title, actions, backTo, children }: PageLayoutProps) {
  const { t } = useTranslation('layout')
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:px-8 md:py-8">
      <header className="grid gap-3">
        {backTo && (
          <Link
            to={backTo as LinkProps['to']}
            className="-ms-2 inline-flex min-h-9 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('page.back')}
          </Link>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{title}</h1>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      </header>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
