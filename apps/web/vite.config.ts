import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { frameChunk } from './frameChunk.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

const server = 'http://localhost:3000';
const frame = frameChunk();

/**
 * Long-lived vendor chunks cached across deployments; the entry keeps only the shell, and
 * every page comes in its own chunk (DESIGN §6).
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
    // Before the editor's groups, which would otherwise take the editor's own
    // dependencies, shared with every page, along with it.
    priority: 2,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  // zod alone: left to automatic chunking it shared a chunk with the domain's message
  // references, which every signed-in page needs and most pages do not validate with.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
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
  // The members' frame (frameChunk.ts): Mantine's core, its components, the other
  // libraries and the app's own modules, four chunks each under the per-chunk budget
  // (one Mantine chunk passed it). They import each other in that order only.
  {
    name: 'frame-mantine-core',
    test: (id: string) =>
      frame.test(id) &&
      /node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]core[\\/])/.test(id),
    includeDependenciesRecursively: false,
  },
  {
    name: 'frame-mantine',
    test: (id: string) => frame.test(id) && /node_modules[\\/]@mantine[\\/]/.test(id),
    includeDependenciesRecursively: false,
  },
  {
    name: 'frame-libs',
    test: (id: string) => frame.test(id) && /node_modules[\\/]/.test(id),
    includeDependenciesRecursively: false,
  },
  {
    name: 'frame',
    test: frame.test,
    includeDependenciesRecursively: false,
  },
];
/** The groups' chunk names, kept in their file names. */
const VENDOR_GROUPS = new Set(CHUNK_GROUPS.map((group) => group.name));

/**
 * In development the API server runs beside Vite: `/api` and `/media` go to it, keeping the
 * browser's Host header so the server resolves the school from the subdomain.
 */
export default defineConfig({
  plugins: [react(), precompress(), routePreloads(), frame.plugin],
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
        // The entry names every chunk and style sheet (the lazy pages' preload lists), and each
        // area adds dozens: 7 hash characters (the least rolldown allows for this many chunks)
        // instead of 8, and no name for the chunks shared between pages (an icon, a dialog:
        // two thirds of the list), kept within the login page's budget (issue 16; 2.5 KB of
        // gzip on 2026-11-29). Pages and the vendor groups keep their names, for people
        // reading the network panel and the budget's report.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || chunk.isEntry || VENDOR_GROUPS.has(chunk.name)
            ? 'assets/[name]-[hash:7].js'
            : 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});
