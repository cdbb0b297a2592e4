import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The QR menu's script, built apart from the app (docs/decisions/0009-server-rendered-public-pages.md):
 * its React components run on Preact's compatible runtime, so adopting the server's HTML costs
 * ~15 KB instead of React's ~80 KB. Written into the app's dist/web, with its own manifest.
 */
export default defineConfig({
  root: 'web',
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: false,
    manifest: '.vite/menu-manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { input: 'features/menu/island.tsx' },
  },
})
