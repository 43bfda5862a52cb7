import { describe, expect, it } from 'vitest';
import { createProgram } from './program';

/** Every command of the operator CLI explains itself with examples. */
function helpOf(args: string[]): string {
  let out = '';
  const program = createProgram({ configure: (root) => root.exitOverride().configureOutput({ writeOut: (text) => (out += text), writeErr: (text) => (out += text) }) });
  let command = program;
  for (const name of args) command = command.commands.find((sub) => sub.name() === name || sub.aliases().includes(name))!;
  command.outputHelp();
  return out;
}

describe('[ops] shop --help', () => {
  it.each(createProgram().commands.map((command) => [command.name()]))('[ops] shop %s --help shows an Examples block with the command', (name) => {
    const help = helpOf([name]);
    expect(help).toMatch(/\nExamples?:\n/);
    expect(help).toContain(`shop `);
  });

  it('[ops] the plural names work as aliases: users, feeds, imports, reports', () => {
    const aliases = Object.fromEntries(createProgram().commands.map((command) => [command.name(), command.aliases()]));
    expect(aliases).toMatchObject({ user: ['users'], feed: ['feeds'], import: ['imports'], report: ['reports'] });
    expect(helpOf(['feeds'])).toContain('shop feed prices --out feed.csv');
  });
});
