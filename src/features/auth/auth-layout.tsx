import type { ReactNode } from 'react'
import { LanguageSwitcher } from '@/components/language-switcher'
import { Logo } from '@/components/logo'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Card } from '@/components/ui/card'

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--accent),transparent_60%)]">
      <header className="flex items-center justify-between px-4 pt-4 sm:px-6 sm:pt-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card raised className="w-full max-w-md">
          {children}
        </Card>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-3 px-4 pb-6">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </footer>
    </div>
  )
}
