import { useSuspenseQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { ChevronRight } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { Badge } from '@/components/ui/badge'
import { SearchInput } from '@/components/ui/search-input'
import { type AuthEndpoint, authEndpoints, firstSentence, matchesSearch, permissionLabel } from './api-reference'
import { apiReferenceQueryOptions } from './queries'
import { type SchemaDefinitions, SchemaView } from './schema-view'
import { serverFunctionPaths } from './server-function-paths'
import type { JsonSchema, ServerFunctionDoc } from './types'

export function PageApiDocs() {
  const { t } = useTranslation('api-docs')
  const { data } = useSuspenseQuery(apiReferenceQueryOptions)
  const [search, setSearch] = useState('')

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
            {search.trim() ? t('search.results', { count: endpoints.length + functions.length }) : ''}
          </p>
        </div>

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

function MethodBadge({ method }: { method: string }) {
  return (
    <Badge variant={method === 'GET' ? 'secondary' : 'outline'} className="w-16 justify-center font-mono">
      {method}
    </Badge>
  )
}

/**
 * A collapsible entry whose body is only rendered once opened: the document has a hundred
 * endpoints, each with several response schemas.
 */
function Entry({
  summary,
  children,
  ...data
}: { summary: ReactNode; children: () => ReactNode } & Record<`data-${string}`, string>) {
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="group rounded-lg border border-border bg-card"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
      {...data}
    >
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
        />
        {summary}
      </summary>
      {opened && <div className="grid gap-4 border-t border-border px-3 py-3 sm:px-4">{children()}</div>}
    </details>
  )
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</h4>
}

/** better-auth's texts exist in English only: lang="en" makes a screen reader read them as English. */
function AuthEndpointEntry({ endpoint, definitions }: { endpoint: AuthEndpoint; definitions: SchemaDefinitions }) {
  const { t } = useTranslation('api-docs')
  const { operation } = endpoint
  const parameters = operation.parameters ?? []
  const requestSchema = operation.requestBody?.content?.['application/json']?.schema
  const summary = operation.summary ?? firstSentence(operation.description)

  return (
    <Entry
      data-endpoint={endpoint.id}
      summary={
        <>
          <MethodBadge method={endpoint.method} />
          <code className="font-mono text-sm font-medium break-all">{endpoint.path}</code>
          {summary && (
            <span lang="en" className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground">
              {summary}
            </span>
          )}
        </>
      }
    >
      {() => (
        <>
          {operation.description ? (
            <p lang="en" className="text-sm whitespace-pre-line">
              {operation.description}
            </p>
          ) : (
            <p className="text-sm">{t('auth.noDescription')}</p>
          )}
          {parameters.length > 0 && (
            <div className="grid gap-2">
              <SubHeading>{t('auth.parameters')}</SubHeading>
              <SchemaView
                schema={{
                  type: 'object',
                  properties: Object.fromEntries(
                    parameters.map((parameter) => [
                      parameter.name,
                      {
                        ...parameter.schema,
                        description: [parameterPlace(parameter.in, t), parameter.description]
                          .filter(Boolean)
                          .join(' · '),
                      },
                    ]),
                  ),
                  required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
                }}
                definitions={definitions}
              />
            </div>
          )}
          {requestSchema && (
            <div className="grid gap-2">
              <SubHeading>{t('auth.requestBody')}</SubHeading>
              <SchemaView schema={requestSchema} definitions={definitions} />
            </div>
          )}
          <div className="grid gap-2">
            <SubHeading>{t('auth.responses')}</SubHeading>
            <ul className="grid gap-3">
              {Object.entries(operation.responses ?? {}).map(([status, response]) => {
                const schema: JsonSchema | undefined = response.content?.['application/json']?.schema
                return (
                  <li key={status} className="grid gap-1" data-response={status}>
                    <span className="flex flex-wrap items-baseline gap-x-2">
                      <code className="font-mono text-sm font-semibold">{status}</code>
                      {response.description && (
                        <span lang="en" className="text-sm text-muted-foreground">
                          {response.description}
                        </span>
                      )}
                    </span>
                    {schema && <SchemaView schema={schema} definitions={definitions} className="ps-3" />}
                  </li>
                )
              })}
            </ul>
          </div>
        </>
      )}
    </Entry>
  )
}

function parameterPlace(place: string, t: TFunction<'api-docs'>) {
  switch (place) {
    case 'query':
      return t('parameterIn.query')
    case 'path':
      return t('parameterIn.path')
    case 'header':
      return t('parameterIn.header')
    case 'cookie':
      return t('parameterIn.cookie')
    default:
      return place
  }
}

function ServerFunctionEntry({ fn }: { fn: ServerFunctionDoc }) {
  const { t } = useTranslation('api-docs')
  const path = serverFunctionPaths.get(fn.name)
  return (
    <Entry
      data-function={fn.name}
      summary={
        <>
          <MethodBadge method={fn.method} />
          <code className="font-mono text-sm font-medium break-all">{fn.name}</code>
          <span className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground">{t(fn.description)}</span>
        </>
      }
    >
      {() => (
        <>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted-foreground">{t('serverFunctions.path')}</dt>
            <dd className="min-w-0">
              {path ? (
                <code className="font-mono break-all">
                  {fn.method} {path}
                </code>
              ) : (
                t('serverFunctions.pathUnknown')
              )}
            </dd>
            <dt className="text-muted-foreground">{t('serverFunctions.permission')}</dt>
            <dd data-permission>
              {fn.permission ? (
                <code className="font-mono">{permissionLabel(fn.permission)}</code>
              ) : (
                t('serverFunctions.public')
              )}
            </dd>
            {fn.recentProof && (
              <>
                <dt className="text-muted-foreground">{t('serverFunctions.recentProof')}</dt>
                <dd data-recent-proof>{t('serverFunctions.recentProofDescription')}</dd>
              </>
            )}
          </dl>
          <div className="grid gap-2">
            <SubHeading>{t('serverFunctions.input')}</SubHeading>
            <SchemaView schema={fn.inputJsonSchema} />
          </div>
        </>
      )}
    </Entry>
  )
}
