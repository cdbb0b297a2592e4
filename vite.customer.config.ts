import tailwindcss from '@tailwindcss/vite'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { defineConfig, type Plugin } from 'vite'
import { argentinaOnly } from './web/runtime/phone-metadata'

/**
 * The customer pages' script (docs/decisions/0021-light-customer-runtime.md): their route table
 * (web/customer.tsx) with the same React components as the app, run on Preact's compatible runtime
 * and the few React APIs its libraries need beside it (web/runtime/react-on-preact.js), with a
 * small router of the same API in react-router's place (web/runtime/router.tsx) and the phone
 * library with Argentina's metadata alone (web/runtime/phone-argentina.js). Written
 * into the app's dist/web, with its own manifest; the server names its files in the pages of
 * every address but the panel's.
 */
const runtime = new URL('./web/runtime/react-on-preact.js', import.meta.url).pathname
const router = new URL('./web/runtime/router.tsx', import.meta.url).pathname
const query = new URL('./web/runtime/query.tsx', import.meta.url).pathname
const phone = new URL('./web/runtime/phone-argentina.js', import.meta.url).pathname

/** `virtual:argentina-phone-metadata`: the phone library's metadata, Argentina's alone. */
function argentinaPhoneMetadata(): Plugin {
  const id = '\0argentina-phone-metadata'
  return {
    name: 'argentina-phone-metadata',
    resolveId: (source) => (source === 'virtual:argentina-phone-metadata' ? id : null),
    load(module) {
      if (module !== id) return null
      const file = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json')
      return `export default ${JSON.stringify(argentinaOnly(JSON.parse(readFileSync(file, 'utf8'))))}`
    },
  }
}

export default defineConfig({
  root: 'web',
  plugins: [tailwindcss(), argentinaPhoneMetadata()],
  // The app's build copies web/public.
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: runtime },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      // docs/decisions/0022-customer-router.md: the part of react-router these pages use.
      { find: /^react-router$/, replacement: router },
      // docs/decisions/0023-customer-query-cache.md: the part of TanStack Query these pages use.
      { find: /^@tanstack\/react-query$/, replacement: query },
      // Every phone on these pages is Argentine: the phone library with Argentina's rules alone.
      { find: /^libphonenumber-js\/min$/, replacement: phone },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: false,
    manifest: '.vite/customer-manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: 'customer.tsx',
      // Small shared modules copied into the screens that use them, with one state and one set of
      // exports across the copies (rolldown's registry), rather than a file each: a page's script
      // arrives in a few requests instead of dozens of half-kilobyte ones, each a round trip on a
      // phone's connection. Stylesheets stay files, as the rolldown guide asks of Vite builds.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8000, exclude: /\.css(\?|$)/ },
        },
      },
      // lucide-react's 'use client' marks, for React's server components, mean nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
