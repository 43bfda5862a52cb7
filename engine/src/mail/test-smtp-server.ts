import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The text part, quoted-printable decoded (good enough to find links and words). */
  text: string;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that keeps what it receives (tests only). Uses
 * AUTH PLAIN with any user/password when `auth` is set.
 */
export async function startTestSmtpServer(options: { auth?: boolean; reject?: boolean; /** Also write each received mail as <n>.eml here (browser tests read them from another process). */ emlDir?: string } = {}) {
  const mails: ReceivedMail[] = [];
  let refusing = Boolean(options.reject);
  let refused = 0;
  let holdMs = 0;
  let receiving = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      receiving++;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void new Promise((resolve) => setTimeout(resolve, holdMs)).then(() => {
        receiving--;
        if (refusing) {
          refused++;
          callback(new Error('mailbox unavailable'));
          return;
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        if (options.emlDir) writeFileSync(join(options.emlDir, `${Date.now()}-${String(mails.length).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: options.auth ? `smtp://shop:secret@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    mails,
    /** Refuses (550) or accepts every mail from now on: a mail server going down and recovering. */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Answers each mail's data only after `ms` from now on: a slow mail server (a delivery in flight). */
    hold(ms: number) {
      holdMs = ms;
    },
    /** How many mails are being received (data sent, answer held back) right now. */
    get receiving() {
      return receiving;
    },
    /** How many mails were refused so far. */
    get refused() {
      return refused;
    },
    /** Resolves once `count` mails have arrived (or rejects after timeoutMs). */
    async waitFor(count: number, timeoutMs = 5_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails;
    },
    /** Resolves with the mails to `address` once `count` of them have arrived (or rejects after timeoutMs). */
    async waitForMailsTo(address: string, count = 1, timeoutMs = 5_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      const to = () => mails.filter((mail) => mail.to.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase()));
      while (to().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}, got ${to().length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return to();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message with its quoted-printable soft breaks and escapes undone (good enough to find links and words). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
