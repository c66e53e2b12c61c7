// First: before any module builds a zod schema (see the module).
import '@/lib/validation/zod-without-eval'
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { initClientI18n } from '@/lib/i18n/client-i18n'

// The language files of the page's language arrive before hydration, so the first client
// render matches the server's HTML.
await initClientI18n(document.documentElement.lang)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
