import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'

export const Route = createFileRoute('/login')({
  // The sign-in pages are plain HTML forms: their documents load no application script.
  staticData: { documentOnly: true },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
