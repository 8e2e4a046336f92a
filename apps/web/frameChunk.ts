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
 *
 * Mantine's index re-exports every component: followed as an import, it put every component
 * any page uses (tables, steppers, colour pickers…) into the frame, downloaded on every
 * signed-in page. So the walk does not enter it: a module importing names from
 * `@mantine/core` brings the modules that define those names, read from the index's own
 * import lines, and what they import.
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
      const info = (id: string) => {
        const found = this.getModuleInfo(id);
        if (!found) throw new Error(`frameChunk: ${id} is not in the module graph`);
        return found;
      };
      const index = [...this.getModuleIds()].find((id) =>
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/.test(id),
      );
      const definedIn = index ? mantineExports(index, info(index).code ?? '') : null;
      const closure = (entries: string[]) => {
        const seen = new Set<string>();
        const stack = entries.map((entry) => path.resolve(root, entry));
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          const module = info(id);
          for (const imported of module.importedIds) {
            if (isFeatureEntry(imported)) {
              // A feature's public entry re-exports all that others may use of it: follow
              // only the modules defining the names this module takes from it.
              stack.push(...namesFromEntry(id, module.code ?? '', imported, info));
              continue;
            }
            if (imported !== index || !definedIn) {
              stack.push(imported);
              continue;
            }
            for (const name of namesImportedFromMantine(module.code ?? '')) {
              const file = definedIn.get(name);
              if (!file) throw new Error(`frameChunk: ${name} is not exported by Mantine's index`);
              stack.push(file);
            }
          }
        }
        seen.delete(index ?? '');
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

/** A feature's public entry, `src/features/<area>/index.ts`. */
function isFeatureEntry(id: string): boolean {
  return /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id);
}

/**
 * The modules of a feature's public entry (`entry`) that define the names `importer`'s code
 * imports from it (`import { A, B } from '…/index.ts'`), as absolute paths.
 */
function namesFromEntry(
  importer: string,
  code: string,
  entry: string,
  info: (id: string) => { code?: string | null },
): string[] {
  const exported = new Map<string, string>();
  for (const [, names = '', from = ''] of (info(entry).code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    for (const name of names.split(',')) {
      const [inner = '', outer] = name.trim().split(/\s+as\s+/);
      if (inner.trim())
        exported.set((outer ?? inner).trim(), path.resolve(path.dirname(entry), from));
    }
  }
  const files: string[] = [];
  for (const [, list = '', from = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    if (path.resolve(path.dirname(importer), from) !== entry) continue;
    for (const name of list.split(',')) {
      const imported = name
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      const file = imported ? exported.get(imported) : undefined;
      if (imported && !file) throw new Error(`frameChunk: ${imported} is not exported by ${entry}`);
      if (file) files.push(file);
    }
  }
  return files;
}

/** Mantine's index: each exported name and the absolute path of the module defining it. */
function mantineExports(index: string, code: string): Map<string, string> {
  const local = new Map<string, string>();
  for (const [, names = '', from = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    for (const name of names.split(',')) {
      const [imported = '', alias] = name.trim().split(/\s+as\s+/);
      if (imported) local.set((alias ?? imported).trim(), path.resolve(path.dirname(index), from));
    }
  }
  const exported = new Map<string, string>();
  for (const [, names = ''] of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of names.split(',')) {
      const [inner = '', outer] = name.trim().split(/\s+as\s+/);
      const file = local.get(inner.trim());
      if (file) exported.set((outer ?? inner).trim(), file);
    }
  }
  return exported;
}

/** The names a module's code imports from `@mantine/core` (`import { A, B as C } from …`). */
function namesImportedFromMantine(code: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g,
  )) {
    for (const name of list.split(',')) {
      const imported = name
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (imported) names.push(imported);
    }
  }
  return names;
}
