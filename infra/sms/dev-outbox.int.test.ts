import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/support/event-store-bed';
import { createDevSmsOutbox, type DevSmsOutbox } from './dev-outbox';
import { devSmsPageSchema } from './dev-outbox-schemas';

describe('dev SMS outbox', () => {
  const test = testDatabase();
  let outbox: DevSmsOutbox;

  beforeAll(() => {
    outbox = createDevSmsOutbox(test.client);
  });
  beforeEach(async () => {
    await outbox.clear();
  });

  it('stores a text and returns it by id, with the number as digits', async () => {
    const { messageId } = await outbox.send({ to: '+1 (512) 555-0143', body: 'Lensloop: 123456 is your code.', tags: ['verification-code'] });
    expect(await outbox.get(messageId)).toEqual({
      id: messageId,
      to: '5125550143',
      body: 'Lensloop: 123456 is your code.',
      tags: ['verification-code'],
      sentAt: expect.any(String),
    });
    expect(await outbox.get('not-a-uuid')).toBeUndefined();
  });

  it('lists newest first, filtered by number in any format, with paging', async () => {
    await outbox.send({ to: '5125550143', body: 'first' });
    await outbox.send({ to: '6085550231', body: 'other' });
    await outbox.send({ to: '5125550143', body: 'second' });
    const page = await outbox.list({ to: '(512) 555-0143' });
    expect(devSmsPageSchema.parse(page)).toEqual(page);
    expect(page.total).toBe(2);
    expect(page.items.map((m) => m.body)).toEqual(['second', 'first']);
    expect((await outbox.list({ limit: 1, offset: 1 })).items.map((m) => m.body)).toEqual(['other']);
    expect((await outbox.list()).total).toBe(3);
    expect(await outbox.clear()).toBe(3);
  });

  it('refuses what a provider would refuse', async () => {
    await expect(outbox.send({ to: 'nobody', body: 'x' })).rejects.toThrow(/recipient/);
    await expect(outbox.send({ to: '5125550143', body: '' })).rejects.toThrow(/body/);
    await expect(outbox.send({ to: '5125550143', body: 'x'.repeat(1601) })).rejects.toThrow(/1600/);
  });
});
