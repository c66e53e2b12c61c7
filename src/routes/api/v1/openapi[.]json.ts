import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/api/v1/openapi.json')({
  server: {
    handlers: {
      GET: async () =>
        Response.json((await import('@/features/api-docs/openapi.server')).openApiDocument(), {
          headers: { 'cache-control': 'public, max-age=300' },
        }),
    },
  },
})
