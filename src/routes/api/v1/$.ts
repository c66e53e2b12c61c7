import { createFileRoute } from '@tanstack/react-router'

// Loaded on the first call: the API's table of routes gathers every feature's server functions.
const handle = async ({ request }: { request: Request }) =>
  (await import('@/features/api-docs/v1.server')).handleApiRequest(request)

export const Route = createFileRoute('/api/v1/$')({
  server: {
    handlers: {
      GET: handle,
      HEAD: handle,
      POST: handle,
      PUT: handle,
      PATCH: handle,
      DELETE: handle,
    },
  },
})
