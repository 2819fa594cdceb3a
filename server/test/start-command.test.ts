import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, serverRoot } from '../src/config/paths.js';

/** The node flags of a command line that runs the server's entry point. */
const flagsOf = (args: string[]) => args.filter((arg) => arg.startsWith('--'));

describe('the start command', () => {
  it('runs the server with the same node flags in the container as `npm start`', () => {
    const { scripts } = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    const container = JSON.parse(cmd!) as string[];
    expect(container.at(-1)).toBe('server/dist/main.js');
    expect(flagsOf(container)).toEqual(flagsOf(scripts.start.split(' ')));
    expect(flagsOf(container)).toContain('--max-semi-space-size=64');
  });
});
