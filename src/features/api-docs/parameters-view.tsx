import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { SubHeading } from './doc-entry'
import { type SchemaDefinitions, SchemaView } from './schema-view'
import type { OpenApiParameter } from './types'

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

/** An operation's parameters shown as one object's properties, each described with where it goes (path, query...). */
export function ParametersView({
  heading,
  parameters,
  definitions,
}: {
  heading: string
  parameters: OpenApiParameter[]
  definitions: SchemaDefinitions
}) {
  const { t } = useTranslation('api-docs')
  if (parameters.length === 0) return null
  return (
    <div className="grid gap-2">
      <SubHeading>{heading}</SubHeading>
      <SchemaView
        schema={{
          type: 'object',
          properties: Object.fromEntries(
            parameters.map((parameter) => [
              parameter.name,
              {
                ...parameter.schema,
                description: [parameterPlace(parameter.in, t), parameter.description].filter(Boolean).join(' · '),
              },
            ]),
          ),
          required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        }}
        definitions={definitions}
      />
    </div>
  )
}
