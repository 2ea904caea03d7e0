import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The service serves dist/ at /: hashed files under /assets/, index.html for every other path.
export default defineConfig({
  plugins: [react()],
  base: '/',
  // The typed client from its sources, so the panel never waits for (or lags behind) its build.
  resolve: { alias: { '@admin-panel/client': fileURLToPath(new URL('../client/src/index.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/finish-build.mjs reads it to weigh what the first page loads.
    manifest: true,
    target: 'es2022',
    // The budget check (scripts/finish-build.mjs) is the limit that matters, not Vite's warning.
    chunkSizeWarningLimit: 2000
  },
  server: {
    // `npm run dev` here, with the service on its default port.
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' }
  }
})
