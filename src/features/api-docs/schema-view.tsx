import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/ui/cn'
import type { JsonSchema, JsonValue } from './types'

/** Named schemas a `$ref` may point at (the OpenAPI document's components.schemas). */
export type SchemaDefinitions = { readonly [name: string]: JsonSchema }

// Deep enough for any real input; stops a pathological or self-referencing schema.
const MAX_DEPTH = 6

/** `#/components/schemas/User` -> `User`. */
export function refName(ref: string) {
  return ref.slice(ref.lastIndexOf('/') + 1)
}

/**
 * The schema with what only says "nullable" folded away: `anyOf: [X, { type: 'null' }]`,
 * `type: ['string', 'null']`, a lone `allOf` member.
 */
export function unwrapSchema(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  let nullable = schema.nullable === true
  let current = schema
  if (current.allOf?.length === 1 && !current.properties)
    current = { ...current, ...current.allOf[0], allOf: undefined }
  const variants = current.anyOf ?? current.oneOf
  if (variants) {
    const others = variants.filter((variant) => variant.type !== 'null')
    if (others.length < variants.length) nullable = true
    if (others.length === 1) {
      const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = current
      current = { ...rest, ...others[0] }
    } else if (others.length < variants.length) current = { ...current, anyOf: others, oneOf: undefined }
  }
  if (Array.isArray(current.type) && current.type.includes('null')) {
    nullable = true
    const types = current.type.filter((type) => type !== 'null')
    current = { ...current, type: types.length === 1 ? types[0] : types }
  }
  return { schema: current, nullable }
}

/** A short, untranslated type: `string`, `integer`, `User`, `string[]`, `"sign-in"`, `string | number`. */
export function typeLabel(schema: JsonSchema): string | null {
  const { schema: unwrapped } = unwrapSchema(schema)
  if (unwrapped.$ref) return refName(unwrapped.$ref)
  if (unwrapped.const !== undefined) return JSON.stringify(unwrapped.const)
  const variants = unwrapped.anyOf ?? unwrapped.oneOf
  if (variants) return variants.map((variant) => typeLabel(variant) ?? 'any').join(' | ')
  if (Array.isArray(unwrapped.type)) return unwrapped.type.join(' | ')
  if (unwrapped.type === 'array') return `${(unwrapped.items && typeLabel(unwrapped.items)) ?? 'any'}[]`
  return unwrapped.type ?? (unwrapped.properties ? 'object' : null)
}

function formatValue(value: JsonValue) {
  return JSON.stringify(value)
}

/** The limits of a value, in words: "at most 100 characters", "one of: "user", "admin"". */
export function constraintsOf(schema: JsonSchema, t: TFunction<'api-docs'>): string[] {
  const constraints: string[] = []
  if (schema.format) constraints.push(t('schema.format', { value: schema.format }))
  if (schema.minLength !== undefined && schema.minLength > 0)
    constraints.push(t('schema.minLength', { count: schema.minLength }))
  if (schema.maxLength !== undefined) constraints.push(t('schema.maxLength', { count: schema.maxLength }))
  const minimum = schema.minimum ?? schema.exclusiveMinimum
  if (minimum !== undefined) constraints.push(t('schema.minimum', { value: minimum }))
  const maximum = schema.maximum ?? schema.exclusiveMaximum
  if (maximum !== undefined) constraints.push(t('schema.maximum', { value: maximum }))
  if (schema.minItems !== undefined && schema.minItems > 0)
    constraints.push(t('schema.minItems', { count: schema.minItems }))
  if (schema.maxItems !== undefined) constraints.push(t('schema.maxItems', { count: schema.maxItems }))
  if (schema.enum) constraints.push(t('schema.enum', { values: schema.enum.map(formatValue).join(', ') }))
  if (schema.default !== undefined) constraints.push(t('schema.default', { value: formatValue(schema.default) }))
  return constraints
}

type NodeProps = { schema: JsonSchema; definitions: SchemaDefinitions; depth: number; seen: readonly string[] }

/** Follows a local $ref once (not again inside itself). */
function resolveRef(schema: JsonSchema, definitions: SchemaDefinitions, seen: readonly string[]) {
  if (!schema.$ref || seen.includes(schema.$ref)) return { schema, seen }
  const target = definitions[refName(schema.$ref)]
  return target
    ? { schema: { ...target, description: schema.description ?? target.description }, seen: [...seen, schema.$ref] }
    : { schema, seen }
}

function SchemaChildren({ schema: given, definitions, depth, seen: seenBefore }: NodeProps) {
  const { t } = useTranslation('api-docs')
  if (depth >= MAX_DEPTH) return null
  const { schema, seen } = resolveRef(unwrapSchema(given).schema, definitions, seenBefore)

  if (schema.properties && Object.keys(schema.properties).length > 0) {
    return <PropertyList schema={schema} definitions={definitions} depth={depth} seen={seen} />
  }
  if (schema.type === 'array' && schema.items && hasChildren(schema.items, definitions, seen)) {
    return (
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{t('schema.items')}</p>
        <SchemaChildren schema={schema.items} definitions={definitions} depth={depth + 1} seen={seen} />
      </div>
    )
  }
  const variants = schema.anyOf ?? schema.oneOf
  if (variants && variants.some((variant) => hasChildren(variant, definitions, seen))) {
    return (
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{t('schema.oneOf')}</p>
        <ul className="grid gap-2">
          {variants.map((variant, index) => (
            <li key={index} className="grid gap-1 border-s-2 border-border ps-3">
              <TypeLine schema={variant} />
              <SchemaChildren schema={variant} definitions={definitions} depth={depth + 1} seen={seen} />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (typeof schema.additionalProperties === 'object') {
    return (
      <p className="text-xs text-muted-foreground">
        {t('schema.additional', { type: typeLabel(schema.additionalProperties) ?? t('schema.any') })}
      </p>
    )
  }
  return null
}

function hasChildren(given: JsonSchema, definitions: SchemaDefinitions, seen: readonly string[]): boolean {
  const { schema } = resolveRef(unwrapSchema(given).schema, definitions, seen)
  if (schema.$ref && seen.includes(schema.$ref)) return false
  return (
    Object.keys(schema.properties ?? {}).length > 0 ||
    (schema.type === 'array' && !!schema.items && hasChildren(schema.items, definitions, seen)) ||
    typeof schema.additionalProperties === 'object' ||
    !!(schema.anyOf ?? schema.oneOf)?.some((variant) => hasChildren(variant, definitions, seen))
  )
}

function TypeLine({ schema, required }: { schema: JsonSchema; required?: boolean }) {
  const { t } = useTranslation('api-docs')
  const { schema: unwrapped, nullable } = unwrapSchema(schema)
  const constraints = constraintsOf(unwrapped, t)
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-mono text-xs text-primary" data-schema-type>
        {typeLabel(unwrapped) ?? t('schema.any')}
      </span>
      {nullable && <span className="text-xs text-muted-foreground">{t('schema.nullable')}</span>}
      {required !== undefined && (
        <Badge variant={required ? 'secondary' : 'outline'} className="font-normal">
          {required ? t('schema.required') : t('schema.optional')}
        </Badge>
      )}
      {constraints.map((constraint) => (
        <span key={constraint} className="text-xs text-muted-foreground">
          {constraint}
        </span>
      ))}
    </span>
  )
}

function PropertyList({ schema, definitions, depth, seen }: NodeProps) {
  const required = new Set(schema.required ?? [])
  return (
    <ul className={cn('grid gap-3', depth > 0 && 'border-s-2 border-border ps-3')}>
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <li key={name} className="grid gap-1" data-property={name}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <code className="font-mono text-sm font-semibold break-all">{name}</code>
            <TypeLine schema={property} required={required.has(name)} />
          </span>
          {property.description && <p className="text-sm text-muted-foreground">{property.description}</p>}
          <SchemaChildren schema={property} definitions={definitions} depth={depth + 1} seen={seen} />
        </li>
      ))}
    </ul>
  )
}

/** Names and types stay as the API spells them; only the words around them are translated. */
export function SchemaView({
  schema,
  definitions = {},
  className,
}: {
  /** null: the endpoint takes no input. */
  schema: JsonSchema | null
  definitions?: SchemaDefinitions
  className?: string
}) {
  const { t } = useTranslation('api-docs')
  if (!schema) return <p className={cn('text-sm text-muted-foreground', className)}>{t('schema.noInput')}</p>

  const { schema: resolved, seen } = resolveRef(unwrapSchema(schema).schema, definitions, [])
  const isEmptyObject = resolved.type === 'object' && !hasChildren(resolved, definitions, seen)
  if (isEmptyObject) return <p className={cn('text-sm text-muted-foreground', className)}>{t('schema.empty')}</p>

  const isObject = !!resolved.properties && Object.keys(resolved.properties).length > 0
  return (
    <div className={cn('grid gap-2', className)} data-schema>
      {!isObject && <TypeLine schema={schema} />}
      <SchemaChildren schema={schema} definitions={definitions} depth={0} seen={[]} />
    </div>
  )
}
