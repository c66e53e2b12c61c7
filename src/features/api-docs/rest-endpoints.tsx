import { useTranslation } from 'react-i18next'
import type { AuthEndpoint } from './api-reference'
import { serverPathOf, serverUrlOf } from './rest-example'
import { RestEndpointEntry } from './rest-endpoint-entry'
import { RestKeyField, RestTryItProvider } from './rest-try-it'
import type { OpenApiDocument } from './types'

/** The HTTP API section's content: its document, the key every try-it form sends, the endpoints by tag. */
export function RestEndpoints({ document, endpoints }: { document: OpenApiDocument; endpoints: AuthEndpoint[] }) {
  const { t } = useTranslation('api-docs')
  const serverUrl = serverUrlOf(document)
  const definitions = document.components?.schemas ?? {}
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))]

  return (
    <RestTryItProvider>
      <div className="grid gap-3">
        <a
          href={`${serverPathOf(serverUrl)}/openapi.json`}
          className="w-fit text-sm font-medium text-primary underline underline-offset-4"
          data-openapi-link
        >
          {t('rest.openApi')}
        </a>
        <RestKeyField />
      </div>
      {endpoints.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rest.empty')}</p>
      ) : (
        tags.map((tag) => (
          <div key={tag} className="grid gap-2">
            <h3 lang="en" className="text-sm font-semibold text-muted-foreground">
              {tag}
            </h3>
            <ul className="grid gap-2">
              {endpoints
                .filter((endpoint) => endpoint.tag === tag)
                .map((endpoint) => (
                  <li key={endpoint.id}>
                    <RestEndpointEntry endpoint={endpoint} serverUrl={serverUrl} definitions={definitions} />
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </RestTryItProvider>
  )
}
