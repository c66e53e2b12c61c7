import { createFileRoute } from '@tanstack/react-router'
import { readinessResponse } from '@/server/http/health'

export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      GET: () => readinessResponse(),
    },
  },
})
