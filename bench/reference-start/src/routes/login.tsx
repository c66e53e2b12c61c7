import { createFileRoute } from '@tanstack/react-router'

/** The page measured: an empty body, as a starter whose sign-in form renders in the browser only. */
export const Route = createFileRoute('/login')({ component: () => <main /> })
