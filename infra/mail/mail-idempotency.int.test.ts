import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/support/event-store-bed';
import { createDevMailbox } from './dev-mailbox';
import { messageIdOf } from './smtp-mailer';

/** D-567: a message sent again under its idempotency key goes once. */
describe('mail idempotency key', () => {
  const db = testDatabase();

  it('the dev mailbox keeps one message per key and answers a repeat with the first message id', async () => {
    const mailbox = createDevMailbox(db.client);
    const message = { to: 'ann@example.com', subject: 'Your order is confirmed', text: 'Thanks', tags: ['order-confirmation'] };
    const first = await mailbox.send({ ...message, idempotencyKey: 'event-1:order-confirmation' });
    const again = await mailbox.send({ ...message, text: 'Thanks (sent again)', idempotencyKey: 'event-1:order-confirmation' });
    const other = await mailbox.send({ ...message, idempotencyKey: 'event-2:order-confirmation' });
    // Without a key every send is a message of its own, as before.
    await mailbox.send(message);
    await mailbox.send(message);
    expect(again.messageId).toBe(first.messageId);
    expect(other.messageId).not.toBe(first.messageId);
    const { items, total } = await mailbox.list({ to: 'ann@example.com' });
    expect(total).toBe(4);
    expect((await mailbox.get(first.messageId))?.text).toBe('Thanks');
    expect(items.filter((m) => m.id === first.messageId)).toHaveLength(1);
  });

  it('SMTP sends the same Message-ID for the same key', () => {
    expect(messageIdOf('event-1:welcome')).toBe(messageIdOf('event-1:welcome'));
    expect(messageIdOf('event-1:welcome')).not.toBe(messageIdOf('event-2:welcome'));
    expect(messageIdOf('event-1:welcome')).toMatch(/^<[0-9a-f]{40}@lensloop\.mail>$/);
  });
});
