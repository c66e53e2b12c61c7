import { createFileRoute } from '@tanstack/react-router'

/** What the benchmark's server start waits for. */
export const Route = createFileRoute('/api/health')({
  server: { handlers: { GET: () => new Response('ok') } },
})
