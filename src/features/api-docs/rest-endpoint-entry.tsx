import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { type AuthEndpoint, firstSentence } from './api-reference'
import { DocEntry, MethodBadge, SubHeading } from './doc-entry'
import { ParametersView } from './parameters-view'
import { bodySchemaOf, curlExample, exampleValue } from './rest-example'
import { RestTryIt } from './rest-try-it'
import { type SchemaDefinitions, SchemaView } from './schema-view'

/** `Permission: \`repository:read\`.` -> the text with its `code` spans as <code>. */
function withCode(text: string) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} dir="ltr" className="font-mono">
        {part}
      </code>
    ) : (
      part
    ),
  )
}

/**
 * One endpoint of the HTTP API: its parameters and body, a curl example and a form to call it. The document's
 * texts (summaries, permissions, responses) are in English only: lang="en" makes a screen reader read them so, and
 * dir="ltr" keeps their final full stop at their end on a right-to-left page.
 */
export function RestEndpointEntry({
  endpoint,
  serverUrl,
  definitions,
}: {
  endpoint: AuthEndpoint
  /** The API's base URL, from the document's servers. */
  serverUrl: string
  definitions: SchemaDefinitions
}) {
  const { operation } = endpoint
  const summary = operation.summary ?? firstSentence(operation.description)

  return (
    <DocEntry
      data-endpoint={endpoint.id}
      summary={
        <>
          <MethodBadge method={endpoint.method} />
          <code dir="ltr" className="font-mono text-sm font-medium break-all">
            {endpoint.path}
          </code>
          {summary && (
            <span lang="en" dir="ltr" className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground rtl:text-right">
              {summary}
            </span>
          )}
        </>
      }
    >
      {() => <RestEndpointDetails endpoint={endpoint} serverUrl={serverUrl} definitions={definitions} />}
    </DocEntry>
  )
}

function RestEndpointDetails({
  endpoint,
  serverUrl,
  definitions,
}: {
  endpoint: AuthEndpoint
  serverUrl: string
  definitions: SchemaDefinitions
}) {
  const { t } = useTranslation('api-docs')
  const [trying, setTrying] = useState(false)
  const tryItId = useId()
  const { operation } = endpoint
  const parameters = operation.parameters ?? []
  const bodySchema = bodySchemaOf(endpoint)
  const curl = curlExample(serverUrl, endpoint, definitions)
  const exampleBody = bodySchema && JSON.stringify(exampleValue(bodySchema, definitions), null, 2)

  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t('rest.permission')}</dt>
        <dd data-permission>
          {operation.description ? (
            <span lang="en" dir="ltr">
              {withCode(operation.description)}
            </span>
          ) : (
            t('rest.noPermission')
          )}
        </dd>
        {operation.operationId && (
          <>
            <dt className="text-muted-foreground">{t('rest.operationId')}</dt>
            <dd>
              <code dir="ltr" className="font-mono">
                {operation.operationId}
              </code>
            </dd>
          </>
        )}
      </dl>
      <ParametersView heading={t('rest.parameters')} parameters={parameters} definitions={definitions} />
      {bodySchema && (
        <div className="grid gap-2">
          <SubHeading>{t('rest.requestBody')}</SubHeading>
          <SchemaView schema={bodySchema} definitions={definitions} />
        </div>
      )}
      <div className="grid gap-2">
        <SubHeading>{t('rest.responses')}</SubHeading>
        <ul className="grid gap-1">
          {Object.entries(operation.responses ?? {}).map(([status, response]) => (
            <li key={status} className="flex flex-wrap items-baseline gap-x-2 text-sm" data-response={status}>
              <code className="font-mono font-semibold">{status}</code>
              {response.description && (
                <span lang="en" dir="ltr" className="text-muted-foreground">
                  {withCode(response.description)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <SubHeading>{t('rest.example')}</SubHeading>
        <div className="flex items-start gap-1 rounded-md bg-muted">
          <pre dir="ltr" className="min-w-0 flex-1 p-3 font-mono text-xs wrap-anywhere whitespace-pre-wrap" data-curl>
            {curl}
          </pre>
          <CopyButton value={curl} label={t('rest.copyExample')} />
        </div>
      </div>
      <div className="grid gap-3">
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          aria-expanded={trying}
          aria-controls={trying ? tryItId : undefined}
          onClick={() => setTrying(!trying)}
        >
          {t('rest.tryIt.open')}
        </Button>
        {trying && (
          <div id={tryItId}>
            <RestTryIt endpoint={endpoint} serverUrl={serverUrl} exampleBody={exampleBody} />
          </div>
        )}
      </div>
    </>
  )
}
