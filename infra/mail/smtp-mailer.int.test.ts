import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from './fake-smtp-server';
import type { FakeSmtpServer } from './fake-smtp-server';
import { MailSendError } from './mail-send-error';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp-mailer';

describe('SMTP mailer (against an in-test SMTP server)', () => {
  let server: FakeSmtpServer | undefined;
  let mailer: Mailer | undefined;

  afterEach(async () => {
    await mailer?.close();
    await server?.close();
    mailer = server = undefined;
  });

  it('delivers the message with the default From, the tags header and both bodies', async () => {
    server = await startFakeSmtpServer();
    mailer = createSmtpMailer({ url: server.url });

    const sent = await mailer.send({
      to: 'Ann Lee <ann@example.test>',
      subject: 'Your order LL-1001 is confirmed',
      text: 'Thanks for your order.',
      html: '<p>Thanks for your <b>order</b>.</p>',
      tags: ['order-confirmation', 'customer'],
    });

    expect(server.received).toHaveLength(1);
    const mail = server.received[0]!;
    expect(mail.from).toBe('no-reply@lensloop.test');
    expect(mail.to).toEqual(['ann@example.test']);
    const headers = mail.data.slice(0, mail.data.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^From: Lensloop <no-reply@lensloop\.test>$/m);
    expect(headers).toMatch(/^To: Ann Lee <ann@example\.test>$/m);
    expect(headers).toMatch(/^Subject: Your order LL-1001 is confirmed$/m);
    expect(headers).toMatch(/^X-Lensloop-Tags: order-confirmation, customer$/m);
    expect(headers).toContain(`Message-ID: ${sent.messageId}`);
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.data).toContain('Thanks for your order.');
    expect(mail.data).toContain('<p>Thanks for your <b>order</b>.</p>');
  });

  it('uses MAIL_FROM when given and sends no tags header without tags', async () => {
    server = await startFakeSmtpServer();
    mailer = createSmtpMailer({ url: server.url, from: 'Lensloop Support <support@lensloop.test>' });

    await mailer.send({ to: 'bob@example.test', subject: 'Hello', text: 'Plain only' });

    const mail = server.received[0]!;
    expect(mail.from).toBe('support@lensloop.test');
    expect(mail.data).toMatch(/^From: Lensloop Support <support@lensloop\.test>$/m);
    expect(mail.data).not.toMatch(/X-Lensloop-Tags/i);
    expect(mail.data).toMatch(/^Content-Type: text\/plain/m);
  });

  it('reports a 5xx rejection as a permanent MailSendError', async () => {
    server = await startFakeSmtpServer({ rcptReply: (a) => (a === 'gone@example.test' ? '550 5.1.1 No such user' : undefined) });
    mailer = createSmtpMailer({ url: server.url });

    const error = await mailer.send({ to: 'gone@example.test', subject: 'Hi', text: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ permanent: true });
    expect((error as Error).message).toMatch(/gone@example\.test/);
    expect(server.received).toHaveLength(0);
  });

  it('reports a 4xx deferral as a transient MailSendError', async () => {
    server = await startFakeSmtpServer({ rcptReply: () => '451 4.7.1 Try again later' });
    mailer = createSmtpMailer({ url: server.url });

    await expect(mailer.send({ to: 'ann@example.test', subject: 'Hi', text: 'x' })).rejects.toMatchObject({
      name: 'MailSendError',
      permanent: false,
    });
  });

  it('reports an unreachable server as a transient MailSendError', async () => {
    const port = await freePort();
    mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}` });

    await expect(mailer.send({ to: 'ann@example.test', subject: 'Hi', text: 'x' })).rejects.toMatchObject({
      name: 'MailSendError',
      permanent: false,
    });
  });

  it('refuses a header injection before connecting', async () => {
    server = await startFakeSmtpServer();
    mailer = createSmtpMailer({ url: server.url });

    await expect(mailer.send({ to: 'ann@example.test', subject: 'Hi\r\nBcc: all@example.test', text: 'x' })).rejects.toThrow(/Subject/);
    await expect(mailer.send({ to: 'not-an-address', subject: 'Hi', text: 'x' })).rejects.toThrow(/recipient/);
    expect(server.received).toHaveLength(0);
  });
});

/** A port nothing listens on: bind, read the port, close. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
