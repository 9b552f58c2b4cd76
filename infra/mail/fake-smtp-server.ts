import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake server accepted: the SMTP envelope and the raw message (headers + body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface FakeSmtpOptions {
  /** Reply for RCPT TO (e.g. '550 5.1.1 No such user'); undefined accepts the recipient. */
  rcptReply?: (address: string) => string | undefined;
}

/**
 * A minimal SMTP server for tests (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, RSET, QUIT), so
 * the SMTP adapter is tested over a real socket with real replies, failures included.
 */
export async function startFakeSmtpServer(opts: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let eol: number;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (data) {
          if (line === '.') {
            received.push({ ...envelope, data: data.join('\r\n') });
            data = undefined;
            envelope = { from: '', to: [] };
            reply(`250 2.0.0 Ok: queued as fake${received.length}`);
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          envelope = { from: address, to: [] };
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          const rejection = opts.rcptReply?.(address);
          if (rejection) reply(rejection);
          else {
            envelope.to.push(address);
            reply('250 2.1.5 Ok');
          }
        } else if (verb === 'DATA') {
          if (envelope.to.length === 0) reply('554 5.5.1 No valid recipients');
          else {
            data = [];
            reply('354 End data with <CR><LF>.<CR><LF>');
          }
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
