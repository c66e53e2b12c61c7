import { createFileRoute } from '@tanstack/react-router'
import { handleAuthRequest } from '@/server/auth/handler'

export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => handleAuthRequest(request),
      POST: ({ request }) => handleAuthRequest(request),
      // Only SCIM's endpoints take these (allowed-methods.ts); better-auth answers the rest itself.
      PUT: ({ request }) => handleAuthRequest(request),
      PATCH: ({ request }) => handleAuthRequest(request),
      DELETE: ({ request }) => handleAuthRequest(request),
    },
  },
})
