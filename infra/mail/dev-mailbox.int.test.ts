import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPgClient } from '../db/pg-client';
import type { SqlConnection } from '../db/sql-client';
import { testDatabase } from '../../test/support/event-store-bed';
import { clearDevMail, createDevMailbox, getDevMail, listDevMail } from './dev-mailbox';
import type { DevMailbox } from './dev-mailbox';
import { devMailListQuerySchema, devMailPageSchema, devMailSchema } from './dev-mailbox-schemas';
import { ensureDevMailboxTable } from './dev-mailbox-table';
import { openMailer } from './open-mailer';

describe('dev mailbox', () => {
  // One database for the file (PGlite takes seconds to start); each test starts from an empty box.
  const test = testDatabase();
  let mailbox: DevMailbox;

  beforeAll(() => {
    mailbox = createDevMailbox(test.client);
  });

  beforeEach(async () => {
    await mailbox.clear();
  });

  it('stores a sent message and returns it whole by its id', async () => {
    const before = Date.now();
    const { messageId } = await mailbox.send({
      to: 'Ann Lee <ann@example.test>',
      subject: 'Reset your password',
      text: 'Open https://lensloop.test/reset?t=abc',
      html: '<a href="https://lensloop.test/reset?t=abc">Reset</a>',
      tags: ['password-reset'],
    });

    const mail = await mailbox.get(messageId);
    expect(mail).toEqual({
      id: messageId,
      to: 'Ann Lee <ann@example.test>',
      subject: 'Reset your password',
      text: 'Open https://lensloop.test/reset?t=abc',
      html: '<a href="https://lensloop.test/reset?t=abc">Reset</a>',
      tags: ['password-reset'],
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(mail!.sentAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(() => devMailSchema.parse(mail)).not.toThrow();
  });

  it('stores html as null and tags as [] when not given', async () => {
    const { messageId } = await mailbox.send({ to: 'bob@example.test', subject: 'Plain', text: 'Just text' });
    expect(await mailbox.get(messageId)).toMatchObject({ html: null, tags: [] });
  });

  it('lists newest first with a total, and pages with limit/offset', async () => {
    for (const n of [1, 2, 3, 4]) await mailbox.send({ to: 'ann@example.test', subject: `Message ${n}`, text: `body ${n}` });

    const first = await mailbox.list({ limit: 3 });
    expect(first.total).toBe(4);
    expect(first.items.map((m) => m.subject)).toEqual(['Message 4', 'Message 3', 'Message 2']);
    expect(first.items[0]).not.toHaveProperty('text');
    const second = await mailbox.list({ limit: 3, offset: 3 });
    expect(second).toMatchObject({ total: 4, items: [{ subject: 'Message 1' }] });
    expect(() => devMailPageSchema.parse(first)).not.toThrow();
  });

  it('filters by recipient address, case-insensitively, bare or in a display form, never by pattern', async () => {
    await mailbox.send({ to: 'Ann Lee <Ann@Example.test>', subject: 'to ann, display form', text: '.' });
    await mailbox.send({ to: 'ann@example.test', subject: 'to ann, bare', text: '.' });
    await mailbox.send({ to: 'joe_x@example.test', subject: 'to joe_x', text: '.' });
    await mailbox.send({ to: 'joeyx@example.test', subject: 'to joeyx', text: '.' });
    await mailbox.send({ to: 'bann@example.test', subject: 'to bann', text: '.' });

    const ann = await mailbox.list({ to: 'ANN@example.test' });
    expect(ann.items.map((m) => m.subject)).toEqual(['to ann, bare', 'to ann, display form']);
    expect(ann.total).toBe(2);
    expect((await mailbox.list({ to: 'joe_x@example.test' })).items.map((m) => m.subject)).toEqual(['to joe_x']);
    expect((await mailbox.list({ to: 'nobody@example.test' })).items).toEqual([]);
  });

  it('clear() empties the mailbox and says how many it removed', async () => {
    await mailbox.send({ to: 'a@example.test', subject: 'one', text: '.' });
    await mailbox.send({ to: 'b@example.test', subject: 'two', text: '.' });
    expect(await clearDevMail(test.client)).toBe(2);
    expect(await mailbox.list()).toEqual({ items: [], total: 0 });
  });

  it('refuses what SMTP would refuse and stores nothing', async () => {
    await expect(mailbox.send({ to: 'nobody', subject: 'x', text: '.' })).rejects.toThrow(/recipient/);
    await expect(mailbox.send({ to: 'a@example.test', subject: 'x\nBcc: b@example.test', text: '.' })).rejects.toThrow(/Subject/);
    await expect(mailbox.send({ to: 'a@example.test', subject: 'x', text: '.', tags: ['a,b'] })).rejects.toThrow(/Tags/);
    expect((await mailbox.list()).total).toBe(0);
  });

  it('openMailer() without an SMTP URL delivers to the dev mailbox of the given database', async () => {
    const mailer = openMailer({ db: test.client });
    expect(mailer.kind).toBe('dev-mailbox');
    const { messageId } = await mailer.send({ to: 'cara@example.test', subject: 'Welcome', text: 'Hi Cara' });
    expect((await getDevMail(test.client, messageId))?.subject).toBe('Welcome');
    expect(openMailer({ db: test.client, smtpUrl: 'smtp://127.0.0.1:2525' }).kind).toBe('smtp');
  });
});

describe('dev mailbox table', () => {
  const test = testDatabase({ each: true });

  it('answers an empty list, and undefined for unknown or malformed ids, before the table exists', async () => {
    expect(await listDevMail(test.client)).toEqual({ items: [], total: 0 });
    expect(await getDevMail(test.client, '0190a0b0-0000-7000-8000-000000000000')).toBeUndefined();
    expect(await getDevMail(test.client, 'not-a-uuid')).toBeUndefined();
  });

  it('is created idempotently, also by several clients at once', async () => {
    // Distinct client objects (separate connections on PostgreSQL) so nothing is shared or memoised.
    const pgClients = test.url ? [1, 2, 3].map(() => createPgClient(test.url as string, { max: 1 })) : [];
    const clients: SqlConnection[] = test.url
      ? pgClients
      : [1, 2, 3].map(() => ({ query: test.client.query.bind(test.client), exec: test.client.exec.bind(test.client) }));
    try {
      await Promise.all(clients.map((c) => ensureDevMailboxTable(c)));
      await Promise.all(clients.map((c) => createDevMailbox(c).list()));
      await createDevMailbox(clients[2]!).send({ to: 'a@example.test', subject: 'stored once', text: '.' });
      expect((await listDevMail(test.client)).items.map((m) => m.subject)).toEqual(['stored once']);
      const { rows } = await test.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'dev_mailbox'`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await Promise.all(pgClients.map((c) => c.end()));
    }
  });
});

describe('dev mailbox route schemas', () => {
  it('parse a query string with defaults and bounds', () => {
    expect(devMailListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(devMailListQuerySchema.parse({ limit: '10', offset: '20', to: ' ann@example.test ' })).toEqual({ limit: 10, offset: 20, to: 'ann@example.test' });
    expect(devMailListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(devMailListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(devMailListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
