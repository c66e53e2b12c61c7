import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/components/errors/error-page'
import { requireSignedIn } from '@/features/auth/guards'
import { AppShell } from '@/features/shell/app-shell'
import { forbiddenError, isForbiddenError } from '@/lib/http/errors'
import { setSsrStatus } from '@/server/http/headers/ssr-status-override'

export const Route = createFileRoute('/manager')({
  beforeLoad: (input) => {
    const { session } = requireSignedIn(input)
    if (!session.can.useManager) {
      setSsrStatus(403)
      throw forbiddenError()
    }
    return { session }
  },
  component: () => <AppShell area="manager" />,
  errorComponent: ({ error }) => <ErrorPage status={isForbiddenError(error) ? 403 : 500} />,
})
