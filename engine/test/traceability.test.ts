import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/config/env';

/**
 * Traceability: every requirement of docs/spec-checklist.md (a copy of the shared checklist) with
 * a finished area tag is named in a test title, or — for an `(open: …)` line — in a decision
 * record. Add a tag here when its issue is done.
 */
const FINISHED_TAGS = ['rules', 'catalogue', 'pricing', 'accounts', 'storefront', 'checkout', 'reports', 'carrier', 'imports', 'ops', 'admin'];

const checklist = readFileSync(join(projectRoot, 'docs/spec-checklist.md'), 'utf8');
const requirements = [...checklist.matchAll(/^- \[[ x]\] (R\d{3}-\d\.\d{2,3}) (.*)\[(\w+)\]\s*$/gm)].map((m) => ({
  id: m[1] as string,
  text: m[2] as string,
  tag: m[3] as string,
}));

function filesUnder(dir: string, match: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.') || name === 'build') return [];
    return statSync(path).isDirectory() ? filesUnder(path, match) : match(path) ? [path] : [];
  });
}

const testSources = ['engine', 'web', 'cli', 'jobs']
  .flatMap((dir) => filesUnder(join(projectRoot, dir), (path) => /\.test\.tsx?$/.test(path)))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');
const decisions = filesUnder(join(projectRoot, 'docs/decisions'), (path) => path.endsWith('.md'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

/**
 * Named by a test title (or, when open, by a decision record). An R001 line marked
 * `(= R000-x.y)` is the same requirement as that R000 line and is traced with it.
 */
function traced(requirement: { id: string; text: string }): boolean {
  const ids = [requirement.id, ...[...requirement.text.matchAll(/\(= (R000-\d\.\d{2})(?:, (R000-\d\.\d{2}))?\)/g)].flatMap((m) => [m[1], m[2]])].filter(
    (id): id is string => id !== undefined,
  );
  const open = requirement.text.includes('(open:');
  return ids.some((id) => testSources.includes(id) || (open && decisions.includes(id)));
}

describe('requirement traceability', () => {
  it('reads the checklist', () => {
    expect(requirements.length).toBeGreaterThan(800);
  });

  it.each(FINISHED_TAGS)('every [%s] requirement is named by a test (open ones by a decision record)', (tag) => {
    const missing = requirements
      .filter((r) => r.tag === tag)
      .filter((r) => !traced(r))
      .map((r) => `${r.id} ${r.text}`);
    expect(missing, `not traced (${relative(projectRoot, 'docs/spec-checklist.md')})`).toEqual([]);
  });
});
