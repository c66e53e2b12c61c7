import { cpSync } from 'node:fs'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark client modules with "use client"; without server components it means nothing.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart(),
    nitro({
      // PGlite loads its wasm and data files at run time: keep them in the server output.
      traceDeps: ['@electric-sql/pglite*'],
      // NITRO_OUTPUT_DIR builds somewhere else than .output (the demo build of npm run test:e2e:demo).
      ...(process.env.NITRO_OUTPUT_DIR ? { output: { dir: process.env.NITRO_OUTPUT_DIR } } : {}),
      plugins: ['./src/server/nitro-plugin.ts'],
      hooks: {
        // The server applies the SQL migrations at start, so they ship with it.
        compiled(builder) {
          cpSync('drizzle', join(builder.options.output.serverDir, 'drizzle'), { recursive: true })
        },
      },
    }),
    viteReact(),
  ],
})
