import { useTranslation } from 'react-i18next'
import { type AuthEndpoint, firstSentence } from './api-reference'
import { DocEntry, MethodBadge, SubHeading } from './doc-entry'
import { ParametersView } from './parameters-view'
import { type SchemaDefinitions, SchemaView } from './schema-view'
import type { JsonSchema } from './types'

/** better-auth's texts exist in English only: lang="en" makes a screen reader read them as English. */
export function AuthEndpointEntry({
  endpoint,
  definitions,
}: {
  endpoint: AuthEndpoint
  definitions: SchemaDefinitions
}) {
  const { t } = useTranslation('api-docs')
  const { operation } = endpoint
  const parameters = operation.parameters ?? []
  const requestSchema = operation.requestBody?.content?.['application/json']?.schema
  const summary = operation.summary ?? firstSentence(operation.description)

  return (
    <DocEntry
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
          <ParametersView heading={t('auth.parameters')} parameters={parameters} definitions={definitions} />
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
    </DocEntry>
  )
}
