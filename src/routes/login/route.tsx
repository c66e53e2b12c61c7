import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'

export const Route = createFileRoute('/login')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
