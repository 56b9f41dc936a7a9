import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** Builds the real bin once per run (`npm run build`): the spawning tests run exactly what ships. */
export default function setup(project: TestProject) {
  const root = join(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'pipe' });
  project.provide('cliBin', join(root, 'dist', 'shop-admin.mjs'));
}

declare module 'vitest' {
  export interface ProvidedContext {
    cliBin: string;
  }
}
