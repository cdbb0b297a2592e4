import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [react(), tailwindcss()],
  // The server's build (`--ssr entry-server.tsx`, into dist/ssr) draws pages; the browser's files
  // are served from dist/web only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/web',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: isSsrBuild ? 'node22' : 'es2022',
    sourcemap: false,
    // The operator console (web/features/admin/pages/AdminRoutes.tsx) and the page of a team's
    // invitation link (docs/product.md#team), each opened rarely, load their own dependencies when
    // they load: the public pages' entry carries no list of them (docs/product.md#budgets).
    modulePreload: {
      resolveDependencies: (file, deps) =>
        /(^|\/)(AdminRoutes|InvitationPage)-[\w-]+\.js$/.test(file) ? [] : deps,
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
}))
