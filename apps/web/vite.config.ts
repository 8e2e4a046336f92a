import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const server = 'http://localhost:3000';

/**
 * In development the API server runs beside Vite: `/api` and `/media` go to it, keeping the
 * browser's Host header so the server resolves the school from the subdomain.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/media': { target: server, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/media': { target: server, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the bundle budget (scripts/bundle-budget.mjs): which chunks each page loads.
    manifest: true,
    rolldownOptions: {
      // A zod schema built at a module's top level and read by no code of the page is dropped
      // with its module's other unused parts: importing a message catalogue or a constant from
      // a domain module does not bring zod into a page that validates nothing.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Long-lived vendor chunks cached across deployments; the entry keeps only the shell,
        // and every page comes in its own chunk (DESIGN §6).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
