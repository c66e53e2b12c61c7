import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

/**
 * A TanStack Start application with nothing of its own (the framework's defaults: its server entry, its streamed
 * render), built with the versions Threshold uses. Any starter built on TanStack Start does at least this work to
 * render a page: `npm run bench:reference` measures Threshold's /login against its /login.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tanstackStart(), nitro(), viteReact()],
})
