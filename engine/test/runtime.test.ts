import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/config/env';

describe('runtime', () => {
  it('tests run on the Node pinned by the root devDependency, .nvmrc and engines', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
    const pinned: string = pkg.devDependencies.node;
    expect(process.version).toBe(`v${pinned}`);
    expect(readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim()).toBe(pinned);
    expect(pkg.engines.node).toContain(pinned.split('.')[0]);
  });
});
