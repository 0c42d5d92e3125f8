/**
 * A real SMTP server (the mail server is outside our code) that accepts the first messages and
 * then holds every further one: it reads the message and never answers, so the sender is stuck
 * mid-send for as long as the test wants.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type HoldingSmtpServer = {
  url: string;
  /** Subjects of the messages it answered 250 to, in order. */
  accepted: string[];
  /** Subjects of the messages it read and never answered. */
  held: string[];
  /** Resolves when the first message is held. */
  firstHeld: Promise<void>;
  close(): Promise<void>;
};

/** The Subject header of a raw message, unfolded (RFC 5322: a line break before a space). */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
  return /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
}

export async function startHoldingSmtpServer(acceptFirst: number): Promise<HoldingSmtpServer> {
  let onFirstHeld!: () => void;
  const firstHeld = new Promise<void>((resolve) => (onFirstHeld = resolve));
  const accepted: string[] = [];
  const held: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A held connection is closed by its sender's death; nothing to wait for at close.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = subjectOf(Buffer.concat(chunks).toString('utf8'));
        if (accepted.length < acceptFirst) {
          accepted.push(subject);
          callback();
          return;
        }
        held.push(subject);
        onFirstHeld();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    firstHeld,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
