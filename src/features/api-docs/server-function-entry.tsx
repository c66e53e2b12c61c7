import { useTranslation } from 'react-i18next'
import { permissionLabel } from './api-reference'
import { DocEntry, MethodBadge, SubHeading } from './doc-entry'
import { SchemaView } from './schema-view'
import { serverFunctionPaths } from './server-function-paths'
import type { ServerFunctionDoc } from './types'

export function ServerFunctionEntry({ fn }: { fn: ServerFunctionDoc }) {
  const { t } = useTranslation('api-docs')
  const path = serverFunctionPaths.get(fn.name)
  return (
    <DocEntry
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
            {fn.stepUp && (
              <>
                <dt className="text-muted-foreground">{t('serverFunctions.stepUp')}</dt>
                <dd data-step-up>{t('serverFunctions.stepUpDescription')}</dd>
              </>
            )}
          </dl>
          <div className="grid gap-2">
            <SubHeading>{t('serverFunctions.input')}</SubHeading>
            <SchemaView schema={fn.inputJsonSchema} />
          </div>
        </>
      )}
    </DocEntry>
  )
}
