import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules of the members' frame (issue 16, Lighthouse): every module the frame
 * (`AppFrame`) and Mantine's provider import, directly or not, that the entry and the
 * sign-in page do not. Left to automatic chunking they made about a hundred chunks of a
 * kilobyte or two, each a request that a signed-in page waits for (on a slow mobile network,
 * six at a time); every signed-in page loads and runs all of them anyway, so they are one
 * chunk (`frame`), and pages that do not use the frame (the sign-in page) never load it.
 * Filled at the end of the module graph's build, read by the chunk group's `test`.
 */
export function frameChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const roots = ['src/app/layouts/AppFrame.tsx', 'src/app/SchoolMantineProvider.tsx'];
  const outside = [
    'src/main.tsx',
    'src/app/layouts/AuthLayout.tsx',
    'src/features/auth/pages/LoginPage.tsx',
  ];
  let root = '.';
  const plugin: Plugin = {
    name: 'alumni-frame-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const closure = (entries: string[]) => {
        const seen = new Set<string>();
        const stack = entries.map((entry) => path.resolve(root, entry));
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`frameChunk: ${id} is not in the module graph`);
          seen.add(id);
          stack.push(...info.importedIds);
        }
        return seen;
      };
      const excluded = closure(outside);
      for (const id of closure(roots)) {
        if (!excluded.has(id) && !/\.css($|\?)/.test(id)) modules.add(id);
      }
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
