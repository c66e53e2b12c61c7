import { count } from 'drizzle-orm'
import type { Database } from './client'
import { repository, user } from './schema'

export const demoUsers = [
  { email: 'admin@example.com', name: 'Admin', role: 'admin' },
  { email: 'user@example.com', name: 'User', role: 'user' },
] as const

const demoRepositories: Array<[name: string, link: string, description: string]> = [
  ['react', 'https://github.com/facebook/react', 'The library for web and native user interfaces.'],
  ['vue', 'https://github.com/vuejs/core', 'The progressive JavaScript framework.'],
  ['svelte', 'https://github.com/sveltejs/svelte', 'Web development for the rest of us.'],
  ['solid', 'https://github.com/solidjs/solid', 'A declarative, efficient and flexible JavaScript library.'],
  ['angular', 'https://github.com/angular/angular', 'Deliver web apps with confidence.'],
  ['preact', 'https://github.com/preactjs/preact', 'Fast 3kB React alternative with the same modern API.'],
  ['tanstack-router', 'https://github.com/TanStack/router', 'Type-safe routing and full-stack framework for React.'],
  ['tanstack-query', 'https://github.com/TanStack/query', 'Powerful asynchronous state management.'],
  [
    'better-auth',
    'https://github.com/better-auth/better-auth',
    'The most comprehensive authentication framework for TypeScript.',
  ],
  ['drizzle-orm', 'https://github.com/drizzle-team/drizzle-orm', 'Headless TypeScript ORM with a head.'],
  ['pglite', 'https://github.com/electric-sql/pglite', 'Embeddable Postgres with real-time, reactive bindings.'],
  ['postgres', 'https://github.com/postgres/postgres', "The world's most advanced open source relational database."],
  ['zod', 'https://github.com/colinhacks/zod', 'TypeScript-first schema validation with static type inference.'],
  ['vite', 'https://github.com/vitejs/vite', 'Next generation frontend tooling.'],
  ['vitest', 'https://github.com/vitest-dev/vitest', 'Next generation testing framework powered by Vite.'],
  ['playwright', 'https://github.com/microsoft/playwright', 'A framework for web testing and automation.'],
  [
    'tailwindcss',
    'https://github.com/tailwindlabs/tailwindcss',
    'A utility-first CSS framework for rapid UI development.',
  ],
  ['radix-primitives', 'https://github.com/radix-ui/primitives', 'Accessible, unstyled UI primitives for React.'],
  ['vaul', 'https://github.com/emilkowalski/vaul', 'An unstyled drawer component for React.'],
  ['sonner', 'https://github.com/emilkowalski/sonner', 'An opinionated toast component for React.'],
  ['i18next', 'https://github.com/i18next/i18next', 'Internationalization framework for JavaScript.'],
  ['typescript', 'https://github.com/microsoft/TypeScript', 'JavaScript with syntax for types.'],
  ['node', 'https://github.com/nodejs/node', 'Node.js JavaScript runtime.'],
  ['deno', 'https://github.com/denoland/deno', 'A modern runtime for JavaScript and TypeScript.'],
  [
    'bun',
    'https://github.com/oven-sh/bun',
    'Incredibly fast JavaScript runtime, bundler, test runner and package manager.',
  ],
  ['nitro', 'https://github.com/nitrojs/nitro', 'Build and deploy universal JavaScript servers.'],
  ['hono', 'https://github.com/honojs/hono', 'Web framework built on Web Standards.'],
  ['fastify', 'https://github.com/fastify/fastify', 'Fast and low overhead web framework for Node.js.'],
  ['express', 'https://github.com/expressjs/express', 'Fast, unopinionated, minimalist web framework for Node.js.'],
  ['nodemailer', 'https://github.com/nodemailer/nodemailer', 'Send e-mails with Node.js.'],
  ['pino', 'https://github.com/pinojs/pino', 'Super fast, all natural JSON logger.'],
  ['eslint', 'https://github.com/eslint/eslint', 'Find and fix problems in your JavaScript code.'],
  ['prettier', 'https://github.com/prettier/prettier', 'An opinionated code formatter.'],
  ['lucide', 'https://github.com/lucide-icons/lucide', 'Beautiful and consistent icons.'],
  [
    'react-hook-form',
    'https://github.com/react-hook-form/react-hook-form',
    'Performant, flexible and extensible forms.',
  ],
  ['fast-check', 'https://github.com/dubzzz/fast-check', 'Property based testing framework for JavaScript.'],
]

/** Anything that already exists is left as it is. */
export async function seedDemoData(db: Database) {
  await db
    .insert(user)
    .values(demoUsers.map((demo) => ({ id: crypto.randomUUID(), emailVerified: true, ...demo })))
    .onConflictDoNothing({ target: user.email })
  await db
    .insert(repository)
    .values(demoRepositories.map(([name, link, description]) => ({ name, link, description })))
    .onConflictDoNothing({ target: repository.name })
}

export async function isDatabaseEmpty(db: Database) {
  const [row] = await db.select({ users: count() }).from(user)
  return (row?.users ?? 0) === 0
}
