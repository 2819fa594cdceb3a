import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS, type Operation } from '../../src/common/access/access-table.js';
import { USER_ROLES } from '../../src/common/access/roles.js';

const modules = new URL('../../src/modules', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The operations whose row refuses some signed-in role but that no service
 * checks by name (`requireAccess(viewer, '<operation>')`): the guard would be
 * their only line.
 */
export function operationsWithoutServiceCheck(): Operation[] {
  const checked = new Set<string>();
  for (const file of sources(modules))
    for (const [, operation] of readFileSync(file, 'utf8').matchAll(
      /requireAccess\([^,]+,\s*'(\w+)'\)/g,
    ))
      checked.add(operation!);
  return (Object.keys(ACCESS) as Operation[]).filter((operation) => {
    const { callers } = ACCESS[operation];
    return (
      typeof callers !== 'string' && callers.length < USER_ROLES.length && !checked.has(operation)
    );
  });
}
