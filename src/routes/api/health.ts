import { createFileRoute } from '@tanstack/react-router'
import { livenessResponse } from '@/server/http/health'

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () => livenessResponse(),
    },
  },
})
