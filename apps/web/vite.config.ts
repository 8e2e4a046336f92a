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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
              // Before the editor's groups, which would otherwise take the editor's own
              // dependencies, shared with every page, along with it.
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // Mantine in two chunks for the pages built on it (the sign-in page imports none):
            // a page then loads a few chunks rather than a hundred small ones, each a request
            // (Lighthouse, issue 16). Its core (providers, styles, hooks) apart from its
            // components, which import it and not the other way round, under 100 KB each.
            {
              name: 'mantine-core',
              test: /node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/]core|hooks|store)|clsx)[\\/]/,
              priority: 2,
            },
            {
              name: 'mantine',
              test: (id: string) =>
                /node_modules[\\/](@mantine[\\/](core|form|modals|notifications)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-textarea-autosize|get-nonce|detect-node-es|tslib)[\\/]/.test(
                  id,
                ) &&
                // Not the baseline stylesheet every page has (main.tsx), nor the pickers of a
                // few forms (they come with those pages).
                !id.endsWith('.css') &&
                !/components[\\/](Combobox|Select|MultiSelect|Autocomplete|TagsInput|PillsInput|Pill|NumberInput)[\\/]/.test(
                  id,
                ),
              priority: 1,
            },
            // The post editor (lazy, with the feed's composer) in two long-lived pieces, each
            // under the per-chunk budget (scripts/bundle-budget.mjs).
            {
              name: 'prosemirror',
              test: /node_modules[\\/](prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
            {
              name: 'tiptap',
              test: /node_modules[\\/](@tiptap[\\/][a-z-]+|linkifyjs|fast-equals)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
