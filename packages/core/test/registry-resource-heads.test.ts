import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminResources, findResourceHead, resourceHeads } from '../src/index.ts';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every module `entry` imports (statically, at run time: `import type` left out), transitively. */
function runtimeImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
    runtimeImports(join(dirname(entry), match[1] ?? ''), seen);
  }
  return seen;
}

describe('resource heads', () => {
  it('are the heads of the declared resources, one each, in the same order', () => {
    expect(resourceHeads.map((head) => head.name)).toEqual(adminResources.map((resource) => resource.name));
    for (const resource of adminResources) {
      const head = findResourceHead(resource.name);
      expect(head).toBeDefined();
      expect(resource).toMatchObject({ ...head });
    }
  });

  it("keep the resource declarations out of what the shell's router, palette and hotkeys load", () => {
    const shellModules = [
      'registry/routes/index.ts',
      'registry/commands.ts',
      'registry/menu.ts',
      'search/command-entries.ts',
      'search/record-number.ts',
    ].flatMap((entry) => [...runtimeImports(join(src, entry))]);
    const loaded = new Set(shellModules.map((file) => relative(src, file)));
    expect(loaded).toContain('registry/resource-heads.ts');
    expect([...loaded].filter((file) => file.startsWith('registry/resources/'))).toEqual([]);
  });
});
