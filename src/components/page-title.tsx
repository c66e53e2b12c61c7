import { useEffect } from 'react'
import { appConfig } from '~/app.config'
import { environmentTitlePrefix } from '@/lib/environment/environment'

/** "Login | Threshold", prefixed by the environment in a named one: "🚧 Staging · Login | Threshold". */
export function documentTitle(title?: string) {
  return environmentTitlePrefix() + (title ? `${title} | ${appConfig.name}` : appConfig.name)
}

/** For translated pages, whose title is only known once the language is. Route `head` sets it during SSR. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
  return null
}
