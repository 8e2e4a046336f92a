import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

/**
 * In development the API server runs beside Vite: `/api` and `/media` go to it, keeping the
 * browser's Host header so the server resolves the school from the subdomain.
 */
export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks cached across deployments; the entry keeps only the shell,
        // and every page comes in its own chunk (DESIGN §6).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              // Not @mantine/tiptap, nor the core components only its unused controls import
              // (colour picker, tooltip): the post editor loads with the feed page's chunk.
              name: 'mantine',
              test: /node_modules[\\/](@mantine(?![\\/]tiptap[\\/]|[\\/]core[\\/]esm[\\/]components[\\/](ColorPicker|ColorSwatch|Tooltip)[\\/])|@floating-ui|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            { name: 'domain', test: /(packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/])/ },
          ],
        },
      },
    },
  },
});
