import { cpSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, type Plugin } from 'vite'
import { serverOnlyDeclaredInputs } from './scripts/vite/server-only-inputs.ts'
import { sourceModuleSideEffects } from './scripts/vite/source-side-effects.ts'

/**
 * Browser chunks named after what they hold, so that a page's network log says it (chunking itself is
 * unchanged): a language file is assets/locale-<language>-<namespace>-<hash>.js, and the chunk that holds
 * react-day-picker (the date picker) has "date-picker" in its name. The budget test (e2e/budgets.spec.ts)
 * relies on both to check that /login loads English only and no date picker.
 */
function clientChunkFileNames(chunk: { facadeModuleId: string | null; moduleIds: string[] }) {
  const locale = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(chunk.facadeModuleId ?? '')
  if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
  if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-day-picker[\\/]/.test(id)))
    return 'assets/[name]-date-picker-[hash].js'
  return 'assets/[name]-[hash].js'
}

/**
 * BUNDLE_REPORT=<file> npm run build writes, for every browser chunk, its size and the modules in it with
 * their rendered sizes (largest first): what a bundle visualiser would show, to find why a page is heavy.
 */
function bundleReport(file: string): Plugin {
  return {
    name: 'threshold:bundle-report',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                bytes: output.code.length,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: Object.entries(output.modules)
                  .map(([id, module]) => ({ id: relative(process.cwd(), id), bytes: module.renderedLength }))
                  .sort((a, b) => b.bytes - a.bytes),
              },
            ]
          : [],
      )
      writeFileSync(file, JSON.stringify(chunks, null, 1))
    },
  }
}

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  resolve: { tsconfigPaths: true },
  // The browser's copy of Start (not pre-bundled: its plugin excludes it) imports seroval. Pre-bundled at start, it
  // is not found on the first page a fresh checkout opens, which Vite would then reload.
  optimizeDeps: { include: ['seroval'] },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark client modules with "use client"; without server components it means nothing.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A module of src/ whose exports a page does not use is left out, and its unused values are not built
          // (decision 083).
          treeshake: { moduleSideEffects: sourceModuleSideEffects },
          output: {
            chunkFileNames: clientChunkFileNames,
            // What every page loads at start (the entry's static imports: React, the router, the route
            // tree) in one file rather than ~80 small ones: fewer requests, and gzip sees it whole. Small
            // shared chunks are copied into the chunks that use them, except language files (a page loads its
            // language only) and styles (Vite emits a style module's CSS once per chunk that lists it).
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 8192, exclude: [/[\\/]locales[\\/]/, /\.css(\?|$)/] },
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart(),
    serverOnlyDeclaredInputs(),
    {
      // lucide-react sends Node its CommonJS build, which cannot be tree-shaken: the built server would load all its
      // 2,000 icons at start. Its ES module build (the browser's) keeps only the icons used. The development server
      // keeps Node's copy: loaded once, where the ES build is one module per icon.
      name: 'lucide-es-modules-in-the-server-build',
      apply: 'build',
      config: () => ({
        resolve: { alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' }] },
      }),
    },
    nitro({
      // PGlite loads its wasm and data files at run time: keep them in the server output.
      traceDeps: ['@electric-sql/pglite*'],
      // A .br (quality 11) and a .gz beside every built file of 1 KB or more, which Nitro's static handler sends
      // by Accept-Encoding: the assets cost no compression at run time (docs/decisions/026-compression.md).
      compressPublicAssets: { gzip: true, brotli: true },
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
    ...(process.env.BUNDLE_REPORT ? [bundleReport(process.env.BUNDLE_REPORT)] : []),
  ],
})
