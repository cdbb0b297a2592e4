import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The customer pages' script (docs/decisions/0021-light-customer-runtime.md): their route table
 * (web/customer.tsx) with the same React components as the app, run on Preact's compatible runtime
 * and the few React APIs its libraries need beside it (web/runtime/react-on-preact.js). Written
 * into the app's dist/web, with its own manifest; the server names its files in the pages of
 * every address but the panel's.
 */
const runtime = new URL('./web/runtime/react-on-preact.js', import.meta.url).pathname

export default defineConfig({
  root: 'web',
  plugins: [tailwindcss()],
  // The app's build copies web/public.
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: runtime },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
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
      // lucide-react's 'use client' marks, for React's server components, mean nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
