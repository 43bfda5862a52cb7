import type { Command } from 'commander';
import { askSecret, askText, runCommand, type GlobalOptions } from '../runtime';

export function registerUserCommands(program: Command, globals: () => GlobalOptions) {
  const user = program
    .command('user')
    .alias('users')
    .description('users and admins')
    .addHelpText('after', '\nExamples:\n  shop user create-admin --email chef@example.ch --name "Chef"\n  shop --json users create-admin --email ops@example.ch');

  user
    .command('create-admin')
    .description('create a user with every admin permission')
    .option('--email <email>', 'login e-mail')
    .option('--password <password>', 'password (at least 12 characters); generated and printed once when omitted')
    .option('--name <name>', 'name shown in the back office')
    .action((options: { email?: string; password?: string; name?: string }) =>
      runCommand(
        globals(),
        async (engine) => {
          const email = await askText(options.email, 'E-mail of the new admin', 'email');
          const password = await askSecret(options.password, 'Password');
          return engine.customers.admins.createAdmin({ email, ...(password ? { password } : {}), ...(options.name ? { name: options.name } : {}) });
        },
        (admin) =>
          `Admin ${admin.email} created (user ${admin.userId}).` +
          (admin.generatedPassword ? `\nPassword (shown once): ${admin.generatedPassword}` : ''),
      ),
    );
}
