/**
 * A backup or restore that cannot be done, with a message for the operator (the CLI prints it as
 * it is; the operator CLI speaks English like its other messages).
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
