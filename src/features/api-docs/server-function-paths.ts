/**
 * The URL path (/_serverFn/<id>) of each server function by its export name, read in the page's bundle
 * from the function objects TanStack Start's compiler gives an id. The server's reference cannot hold
 * them: it would import every `*.functions.ts`, the one serving it included.
 */
const functionModules = import.meta.glob<Record<string, { url?: unknown }>>('/src/features/*/*.functions.ts', {
  eager: true,
})

export const serverFunctionPaths: ReadonlyMap<string, string> = new Map(
  Object.values(functionModules).flatMap((module) =>
    Object.entries(module).flatMap(([name, fn]) => (typeof fn.url === 'string' ? [[name, fn.url] as const] : [])),
  ),
)
