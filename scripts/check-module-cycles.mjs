#!/usr/bin/env node
// Fails when the server's folders (each domain module, and common/, db/, graphql/, …) import
// each other in a cycle: a domain depends on what it imports, never on what imports it.
// import-x/no-cycle sees files; this sees the folders the architecture is drawn in.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('../server/src', import.meta.url).pathname;
// Files that put the whole app together: they import every domain, and nothing imports them.
const ENTRY_POINTS = new Set([
  'main.ts',
  'app.module.ts',
  'db/schema.ts',
  'db/migrate-cli.ts',
  'graphql/emit-schema.ts',
]);

const files = [];
(function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.endsWith('.d.ts'))
      files.push(path);
  }
})(root);

const folderOf = (path) => {
  const [first, second] = relative(root, path).split('/');
  return first === 'modules' ? second : first.endsWith('.ts') ? '.' : first;
};

/** folder → folder it imports → the first file that does so (for the message). */
const edges = new Map();
for (const file of files) {
  if (ENTRY_POINTS.has(relative(root, file))) continue;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), specifier);
    // The tables are one relational model: a foreign key to another domain's table is not a
    // dependency of that domain's code.
    if (file.endsWith('.table.ts') && target.endsWith('.table.js')) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, relative(root, file));
  }
}

// Tarjan's strongly connected components: every component of more than one folder is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(folder) {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
  }
  if (low.get(folder) !== index.get(folder)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== folder);
  if (component.length > 1) cycles.push(component.sort());
}
for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);

if (cycles.length === 0) {
  console.log(`server folders: no import cycle among ${edges.size}`);
} else {
  for (const component of cycles) {
    console.error(`These server folders import each other in a cycle: ${component.join(', ')}`);
    for (const from of component)
      for (const [to, file] of edges.get(from) ?? [])
        if (component.includes(to)) console.error(`  ${from} → ${to}   (${file})`);
  }
  process.exit(1);
}
