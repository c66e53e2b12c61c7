import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { SearchInput } from '@/components/ui/search-input'
import { authEndpoints, matchesSearch, permissionLabel } from './api-reference'
import { AuthEndpointEntry } from './auth-endpoint-entry'
import { apiReferenceQueryOptions } from './queries'
import { RestEndpoints } from './rest-endpoints'
import { ServerFunctionEntry } from './server-function-entry'
import { serverFunctionPaths } from './server-function-paths'

export function PageApiDocs() {
  const { t } = useTranslation('api-docs')
  const { data } = useSuspenseQuery(apiReferenceQueryOptions)
  const [search, setSearch] = useState('')

  const restEndpoints = authEndpoints(data.rest).filter((endpoint) =>
    matchesSearch(search, () => [
      endpoint.id,
      endpoint.tag,
      endpoint.operation.operationId,
      endpoint.operation.summary,
      endpoint.operation.description,
    ]),
  )
  const definitions = data.auth.components?.schemas ?? {}
  const endpoints = authEndpoints(data.auth).filter((endpoint) =>
    matchesSearch(search, () => [
      endpoint.id,
      endpoint.tag,
      endpoint.operation.summary,
      endpoint.operation.description,
      endpoint.operation.operationId,
    ]),
  )
  const functions = data.functions.filter((fn) =>
    matchesSearch(search, () => [
      fn.name,
      fn.method,
      serverFunctionPaths.get(fn.name),
      t(fn.description),
      fn.permission && permissionLabel(fn.permission),
      ...Object.keys(fn.inputJsonSchema?.properties ?? {}),
    ]),
  )
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))]

  return (
    <PageLayout title={t('title')}>
      <div className="grid gap-8">
        <div className="grid gap-3">
          <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
          <SearchInput
            value={search}
            onChange={setSearch}
            debounceMs={150}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            className="max-w-md"
          />
          <p role="status" className="sr-only">
            {search.trim()
              ? t('search.results', { count: restEndpoints.length + endpoints.length + functions.length })
              : ''}
          </p>
        </div>

        <Section
          id="rest"
          title={t('rest.title')}
          description={t('rest.description')}
          count={t('rest.count', { count: restEndpoints.length })}
        >
          <RestEndpoints document={data.rest} endpoints={restEndpoints} />
        </Section>

        <Section
          id="auth"
          title={t('auth.title')}
          description={t('auth.description')}
          count={t('auth.count', { count: endpoints.length })}
        >
          {endpoints.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('auth.empty')}</p>
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
                        <AuthEndpointEntry endpoint={endpoint} definitions={definitions} />
                      </li>
                    ))}
                </ul>
              </div>
            ))
          )}
        </Section>

        <Section
          id="functions"
          title={t('serverFunctions.title')}
          description={t('serverFunctions.description')}
          count={t('serverFunctions.count', { count: functions.length })}
        >
          {functions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('serverFunctions.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {functions.map((fn) => (
                <li key={fn.name}>
                  <ServerFunctionEntry fn={fn} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </PageLayout>
  )
}

function Section({
  id,
  title,
  description,
  count,
  children,
}: {
  id: string
  title: string
  description: string
  count: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-section={id}>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <span className="text-sm text-muted-foreground">{count}</span>
        </div>
        <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  )
}
