#!/usr/bin/env node
// `npm run check` (through `npm run features`): the web features' import graph. Reads every
// static import under apps/web/src/features, draws which feature uses which (`--dot` prints
// it in Graphviz's language) and fails when features import each other in a cycle (two ways
// or around a ring): features point one way (docs/architecture.md, "Web features"). Which files
// of another feature may be imported (its index.ts only) is Biome's rule in biome.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const features = path.resolve(import.meta.dirname, '../apps/web/src/features');
const IMPORT = /(?:import|export)\s[^;]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Every `.ts`/`.tsx` file under `dir`, as absolute paths. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature graph: feature → Map(feature it imports → number of import lines). */
export function featureGraph(root = features) {
  const graph = new Map();
  for (const file of sources(root)) {
    const from = path.relative(root, file).split(path.sep)[0];
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.relative(root, path.resolve(path.dirname(file), match[1] ?? match[2]));
      const to = target.split(path.sep)[0];
      if (target.startsWith('..') || to === from) continue;
      const edges = graph.get(from);
      edges.set(to, (edges.get(to) ?? 0) + 1);
    }
  }
  return graph;
}

/** The graph's cycles: each strongly connected set of two features or more (Tarjan). */
export function featureCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      set.push(member);
    } while (member !== node);
    if (set.length > 1) cycles.push(set.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const graph = featureGraph();
  if (process.argv.includes('--dot')) {
    console.log('digraph features {');
    for (const [from, edges] of graph) {
      for (const [to, count] of edges) console.log(`  "${from}" -> "${to}" [label=${count}];`);
    }
    console.log('}');
  }
  const cycles = featureCycles(graph);
  for (const cycle of cycles) console.error(`web features import each other: ${cycle.join(' ↔ ')}`);
  if (cycles.length > 0) process.exit(1);
  const edges = [...graph.values()].reduce((sum, e) => sum + e.size, 0);
  console.log(`web features: ${graph.size} features, ${edges} one-way dependencies, no cycle`);
}
