// The web client's own GraphQL operations (client/src/**/*.graphql), so a
// suite sends exactly what the screens send: an operation by name, with the
// fragments it spreads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';

const clientSource = fileURLToPath(new URL('../../client/src/', import.meta.url));

/** @type {Map<string, import('graphql').DefinitionNode> | undefined} */
let definitions;

function allDefinitions() {
  if (definitions) return definitions;
  definitions = new Map();
  const files = readdirSync(clientSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.graphql'),
  );
  for (const file of files)
    for (const definition of parse(readFileSync(join(clientSource, file), 'utf8')).definitions)
      if ('name' in definition && definition.name)
        definitions.set(definition.name.value, definition);
  return definitions;
}

/**
 * The text of the client's operation `name` with every fragment it needs.
 * @param {string} name  e.g. "StaffApplications"
 */
export function clientOperation(name) {
  const all = allDefinitions();
  const operation = all.get(name);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`the client has no operation ${name}`);
  const needed = [operation];
  const seen = new Set();
  for (let i = 0; i < needed.length; i += 1)
    visit(needed[i], {
      FragmentSpread(node) {
        const fragment = node.name.value;
        if (seen.has(fragment)) return;
        seen.add(fragment);
        const definition = all.get(fragment);
        if (!definition) throw new Error(`the client has no fragment ${fragment}`);
        needed.push(definition);
      },
    });
  return needed.map((definition) => print(definition)).join('\n\n');
}
