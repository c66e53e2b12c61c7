import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function* walk(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child)
}

/**
 * `code` with the `input` of every `declareServerFunction({ ... })` call replaced by `null`; undefined when it has
 * none.
 */
export function withoutDeclaredInputs(code: string, id: string) {
  const program = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node
  const output = new MagicString(code)
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression' || (node.callee as Node & { name?: string }).name !== 'declareServerFunction')
      continue
    const [declaration] = node.arguments as Node[]
    if (declaration?.type !== 'ObjectExpression') continue
    for (const property of declaration.properties as Array<Node & { key: Node & { name?: string }; value: Node }>)
      if (property.type === 'Property' && property.key.name === 'input')
        output.overwrite(property.value.start, property.value.end, 'null')
  }
  if (!output.hasChanged()) return undefined
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) }
}

/**
 * The browser never validates a server function's input: Start runs a function's validators on the server, and
 * strips them from the browser's build. A declaration's `input` (a feature's api.ts) still held its zod schema there,
 * so every page built the schema of every server function while its first script ran: 60 to 100 ms of a phone's main
 * thread. In the browser's build each declaration's `input` is `null`; the schema modules then load with the forms
 * that use them (decision 083).
 */
export function serverOnlyDeclaredInputs(): Plugin {
  return {
    name: 'threshold:server-only-declared-inputs',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      // Only the modules that call it are parsed.
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'declareServerFunction(' },
      handler: (code, id) => withoutDeclaredInputs(code, id),
    },
  }
}
