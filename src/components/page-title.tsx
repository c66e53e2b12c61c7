import { useEffect } from 'react'
import { appConfig } from '~/app.config'

export function documentTitle(title?: string) {
  return title ? `${title} | ${appConfig.name}` : appConfig.name
}

/**
 * Sets the document title for translated pages, whose title is only known once the language
 * is. Route `head` sets it during SSR for the first paint.
 */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
  return null
}
