import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, createContext, useContext, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { AuthEndpoint } from './api-reference'
import { SubHeading } from './doc-entry'
import { parametersOf, serverPathOf } from './rest-example'
import type { OpenApiParameter } from './types'

/**
 * The API key the try-it forms send, typed once for the whole section. It lives in this state only: never in
 * storage, a cookie or the URL, so leaving or reloading the page forgets it.
 */
const ApiKeyContext = createContext<{ apiKey: string; setApiKey: (key: string) => void }>({
  apiKey: '',
  setApiKey: () => {},
})

export function RestTryItProvider({ children }: { children: ReactNode }) {
  const [apiKey, setApiKey] = useState('')
  return <ApiKeyContext value={{ apiKey, setApiKey }}>{children}</ApiKeyContext>
}

export function RestKeyField() {
  const { t } = useTranslation('api-docs')
  const { apiKey, setApiKey } = useContext(ApiKeyContext)
  return (
    <Field
      label={t('rest.key.label')}
      help={
        <Trans
          t={t}
          i18nKey="rest.key.help"
          components={{ account: <Link to="/manager/account" className="text-primary underline underline-offset-4" /> }}
        />
      }
      className="max-w-md"
    >
      <Input
        type="password"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        className="font-mono"
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        data-api-key
      />
    </Field>
  )
}

type Answer = { kind: 'response'; status: string; rateLimit: string | null; body: string } | { kind: 'network-error' }

/** The answer's text, pretty-printed when it is JSON (problem+json included). */
function prettyBody(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** The path with each `{name}` replaced by its value, encoded, and the query of the values given. */
export function requestPath(
  endpoint: AuthEndpoint,
  serverUrl: string,
  pathValues: Record<string, string>,
  queryValues: Record<string, string>,
) {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''))
  const query = new URLSearchParams(Object.entries(queryValues).filter(([, value]) => value !== '')).toString()
  return `${serverPathOf(serverUrl)}${path}${query ? `?${query}` : ''}`
}

/** Calls the endpoint from the browser with the section's key, and shows the status, RateLimit and the answer. */
export function RestTryIt({
  endpoint,
  serverUrl,
  exampleBody,
}: {
  endpoint: AuthEndpoint
  serverUrl: string
  /** The body's example as JSON text; undefined when the endpoint takes no body. */
  exampleBody: string | undefined
}) {
  const { t, i18n } = useTranslation('api-docs')
  const { apiKey } = useContext(ApiKeyContext)
  const pathParameters = parametersOf(endpoint, 'path')
  const queryParameters = parametersOf(endpoint, 'query')
  const [pathValues, setPathValues] = useState<Record<string, string>>({})
  const [queryValues, setQueryValues] = useState<Record<string, string>>({})
  const [body, setBody] = useState(exampleBody ?? '')
  const [bodyError, setBodyError] = useState<string>()
  const [pending, setPending] = useState(false)
  const [answer, setAnswer] = useState<Answer>()

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (exampleBody !== undefined) {
      try {
        JSON.parse(body)
      } catch {
        setBodyError(t('rest.tryIt.invalidJson'))
        return
      }
    }
    setBodyError(undefined)
    setPending(true)
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language }
    if (apiKey) headers.authorization = `Bearer ${apiKey}`
    if (exampleBody !== undefined) headers['content-type'] = 'application/json'
    try {
      const response = await fetch(requestPath(endpoint, serverUrl, pathValues, queryValues), {
        method: endpoint.method,
        headers,
        body: exampleBody === undefined ? undefined : body,
        // The API reads keys only: the session cookie has nothing to do there.
        credentials: 'omit',
      })
      setAnswer({
        kind: 'response',
        status: `${response.status} ${response.statusText}`.trim(),
        rateLimit: response.headers.get('ratelimit'),
        body: prettyBody(await response.text()),
      })
    } catch {
      setAnswer({ kind: 'network-error' })
    } finally {
      setPending(false)
    }
  }

  const parameterField = (
    parameter: OpenApiParameter,
    values: Record<string, string>,
    setValues: (values: Record<string, string>) => void,
  ) => (
    <Field
      key={`${parameter.in} ${parameter.name}`}
      label={
        <>
          <code className="font-mono">{parameter.name}</code>{' '}
          <span className="font-normal text-muted-foreground">
            ({parameter.in === 'path' ? t('parameterIn.path') : t('parameterIn.query')}
            {parameter.required ? `, ${t('schema.required')}` : ''})
          </span>
        </>
      }
    >
      <Input
        dir="ltr"
        className="font-mono"
        required={parameter.required}
        placeholder={parameter.schema?.default === undefined ? undefined : String(parameter.schema.default)}
        value={values[parameter.name] ?? ''}
        onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
      />
    </Field>
  )

  return (
    <div className="grid gap-4 rounded-lg border border-border p-3" data-try-it>
      <form className="grid gap-3" onSubmit={(event) => void send(event)}>
        {(pathParameters.length > 0 || queryParameters.length > 0) && (
          <div className="grid gap-3 sm:grid-cols-2">
            {pathParameters.map((parameter) => parameterField(parameter, pathValues, setPathValues))}
            {queryParameters.map((parameter) => parameterField(parameter, queryValues, setQueryValues))}
          </div>
        )}
        {exampleBody !== undefined && (
          <Field label={t('rest.tryIt.body')} error={bodyError}>
            <Textarea
              dir="ltr"
              rows={Math.min(12, body.split('\n').length + 1)}
              spellCheck={false}
              className="font-mono"
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </Field>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="sm" loading={pending}>
            {t('rest.tryIt.send')}
          </Button>
          {!apiKey && <span className="text-sm text-muted-foreground">{t('rest.tryIt.noKey')}</span>}
          {/* Always there, so that a screen reader announces each answer's status as it comes. */}
          <div role="status">
            {answer?.kind === 'response' && (
              <dl className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('rest.tryIt.status')}</dt>
                <dd className="me-2">
                  <code dir="ltr" className="font-mono font-semibold" data-status>
                    {answer.status}
                  </code>
                </dd>
                {answer.rateLimit && (
                  <>
                    <dt className="text-muted-foreground">{t('rest.tryIt.rateLimit')}</dt>
                    <dd>
                      <code dir="ltr" className="font-mono break-all" data-rate-limit>
                        {answer.rateLimit}
                      </code>
                    </dd>
                  </>
                )}
              </dl>
            )}
          </div>
        </div>
      </form>
      {answer?.kind === 'network-error' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('rest.tryIt.networkError')}
        </p>
      )}
      {answer?.kind === 'response' && (
        <div className="grid gap-2">
          <SubHeading>{t('rest.tryIt.answer')}</SubHeading>
          <pre
            dir="ltr"
            className="rounded-md bg-muted p-3 font-mono text-xs wrap-anywhere whitespace-pre-wrap"
            data-try-it-body
          >
            {answer.body}
          </pre>
        </div>
      )}
    </div>
  )
}
