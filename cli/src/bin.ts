import { Command } from 'commander';
import { registerDbCommands } from './commands/db';
import { registerFeedCommands } from './commands/feed';
import { registerReportCommands } from './commands/report';
import { registerJobsCommands } from './commands/jobs';
import { registerMailCommands } from './commands/mail';
import { registerImportCommands } from './commands/import';
import { registerUserCommands } from './commands/user';
import { registerPricesCommands } from './commands/prices';
import { registerOrdersCommands } from './commands/orders';
import type { GlobalOptions } from './runtime';

const program = new Command('shop')
  .description('Operator CLI of the Holzwerk shop')
  .version(`shop 0.1.0 (node ${process.version})`, '-V, --version')
  .option('--json', 'print the result as JSON (for scripts)')
  .showHelpAfterError();
const globals = () => program.opts<GlobalOptions>();

registerDbCommands(program, globals);
registerUserCommands(program, globals);
registerFeedCommands(program, globals);
registerReportCommands(program, globals);
registerJobsCommands(program, globals);
registerMailCommands(program, globals);
registerImportCommands(program, globals);
registerPricesCommands(program, globals);
registerOrdersCommands(program, globals);

await program.parseAsync(process.argv);
