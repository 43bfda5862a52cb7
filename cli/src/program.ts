import { Command } from 'commander';
import { registerDbCommands } from './commands/db';
import { registerFeedCommands } from './commands/feed';
import { registerReportCommands } from './commands/report';
import { registerImagesCommands } from './commands/images';
import { registerJobsCommands } from './commands/jobs';
import { registerMailCommands } from './commands/mail';
import { registerImportCommands } from './commands/import';
import { registerUserCommands } from './commands/user';
import { registerPricesCommands } from './commands/prices';
import { registerOrdersCommands } from './commands/orders';
import { registerWorkCommands } from './commands/work';
import type { EngineSource, GlobalOptions } from './runtime';

export interface ProgramOptions {
  /** The engine every command uses instead of opening its own (in-process tests); kept open. */
  engine?: EngineSource;
  /** Applied to the root command before the commands are added, so they inherit it (exitOverride, configureOutput). */
  configure?: (program: Command) => void;
}

/** The `shop` command tree; bin.ts parses process.argv with it. */
export function createProgram(options: ProgramOptions = {}): Command {
  const program = new Command('shop')
    .description('Operator CLI of the Holzwerk shop')
    .version(`shop 0.1.0 (node ${process.version})`, '-V, --version')
    .option('--json', 'print the result as JSON (for scripts)')
    .showHelpAfterError();
  options.configure?.(program);
  const globals = (): GlobalOptions => ({ ...program.opts<GlobalOptions>(), engine: options.engine });

  registerDbCommands(program, globals);
  registerUserCommands(program, globals);
  registerFeedCommands(program, globals);
  registerReportCommands(program, globals);
  registerImagesCommands(program, globals);
  registerJobsCommands(program, globals);
  registerMailCommands(program, globals);
  registerImportCommands(program, globals);
  registerPricesCommands(program, globals);
  registerOrdersCommands(program, globals);
  registerWorkCommands(program, globals);
  return program;
}
