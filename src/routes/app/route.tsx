import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@/features/auth/guards'
import { AppShell } from '@/features/shell/app-shell'

export const Route = createFileRoute('/app')({
  beforeLoad: requireSignedIn,
  component: () => <AppShell area="app" />,
})
