import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { applyStatusOverride } from '@/server/http/status-override'

export default createServerEntry({
  async fetch(request, options) {
    return applyStatusOverride(await handler.fetch(request, options))
  },
})
