import { describe, expect, it } from 'vitest';
import { browserTest, expectAccessible, shot } from '../support/browser';

/**
 * Announcements in a real browser (issue #16): a CSR creates an urgent announcement for practices
 * with a live date a few seconds ahead → the staff member's open page shows it when the scheduler
 * publishes it, without a reload (live channel) → they dismiss it (kept for the session) → the CSR
 * edits it (the administrator's open page shows the new headline) and takes it down (it leaves the
 * page), republishes it from the archives, takes it down again, and it leaves the archives only by
 * delete. Bad input gets field messages; the lists filter (side panel), sort and bookmark.
 */

const { pageAs } = browserTest();

/** An instant as the value of an `<input type="datetime-local" step="1">` (the browser's local time). */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

describe('announcements', () => {
  it('CSR creates → staff sees it go live → dismisses → CSR edits, takes down, republishes, sorts, bookmarks, filters, takes down and deletes it', async () => {
    const staff = await pageAs('staff');
    const csr = await pageAs('csr');

    await csr.getByRole('link', { name: 'Active' }).click();
    await csr.getByRole('heading', { name: 'Active Announcements', level: 1 }).waitFor();
    await csr.getByRole('link', { name: 'New announcement' }).click();
    await csr.getByRole('heading', { name: 'Create Announcement', level: 1 }).waitFor();

    // Bad input: each field says what is wrong, and nothing is saved.
    await csr.getByLabel('Headline').fill('<script>alert(1)</script>');
    await csr.getByLabel('Link', { exact: false }).first().fill('javascript:alert(1)');
    await csr.getByRole('button', { name: 'Publish' }).click();
    await csr.getByText('Choose who the announcement is for.').waitFor();
    await csr.getByText('A message is required.').waitFor();
    await csr.getByText('A live date is required.').waitFor();
    await csr.getByText('The headline must be plain text (no < or > characters).').waitFor();
    await csr.getByText('The link must be a web address starting with http:// or https://.').waitFor();
    await shot(csr, 'announcement-form-errors');

    const headline = `Lens recall ${Date.now().toString(36)}`;
    await csr.getByLabel('Audience').selectOption('practices');
    await csr.getByLabel('Priority').selectOption('urgent');
    await csr.getByLabel('Headline').fill(headline);
    await csr.getByLabel('Message').fill('Lot 42 of daily lenses is recalled. Check your inventory.');
    await csr.getByLabel('Link', { exact: false }).first().fill('https://example.com/recall');
    await csr.getByLabel('Link text').fill('Recall details');
    // Far enough ahead that the list still shows it scheduled on a busy machine; the scheduler publishes it then.
    const liveAt = new Date(Date.now() + 20_000);
    await csr.getByLabel('Live date').fill(localInput(liveAt));
    await expectAccessible(csr);
    await csr.getByRole('button', { name: 'Publish' }).click();
    await csr.getByRole('heading', { name: 'Active Announcements', level: 1 }).waitFor();
    const row = csr.getByRole('row').filter({ hasText: headline });
    await row.getByText('Scheduled').waitFor();
    await shot(csr, 'announcements-active-scheduled');

    // The staff page is open and never reloaded: the banner appears when it goes live.
    const banner = staff.getByRole('alert').filter({ hasText: headline });
    await banner.waitFor({ timeout: 45_000 });
    console.log(`the staff page showed it ${Date.now() - liveAt.getTime()} ms after its live date`);
    await banner.getByText('Urgent', { exact: true }).waitFor();
    expect(await banner.getByRole('link', { name: /Recall details/ }).getAttribute('href')).toBe('https://example.com/recall');
    await expectAccessible(staff);
    await shot(staff, 'staff-announcement-live');
    await banner.getByRole('button', { name: `Dismiss “${headline}”` }).click();
    await expect.poll(() => staff.getByText(headline).count()).toBe(0);
    await staff.reload();
    await staff.getByRole('navigation', { name: 'Practice menu' }).waitFor();
    expect(await staff.getByText(headline).count()).toBe(0); // dismissed for the session

    // The CSR's list shows it live. Edit: the administrator's open page (not dismissed there) shows the new headline.
    const admin = await pageAs('admin');
    const adminBanner = (text: string) => admin.getByRole('alert').filter({ hasText: text });
    await adminBanner(headline).waitFor();
    await csr.reload();
    await row.getByText('Live').waitFor();
    await row.getByRole('link', { name: `Edit “${headline}”` }).click();
    await csr.getByRole('heading', { name: 'Edit Announcement', level: 1 }).waitFor();
    expect(await csr.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page');
    await csr.getByText(/^Scheduled to go live on \d\d\/\d\d\/\d{4}/).waitFor(); // the record's history, dates as the CSR reads them
    await csr.getByText('Published at its live date').waitFor();
    const updated = `${headline} (updated)`;
    await csr.getByLabel('Headline').fill(updated);
    await csr.getByRole('button', { name: 'Publish' }).click();
    await csr.getByRole('heading', { name: 'Active Announcements', level: 1 }).waitFor();
    await adminBanner(updated).waitFor();
    await shot(admin, 'admin-announcement-edited');

    // Take it down → it leaves the open page and lands in the archives.
    const live = csr.getByRole('row').filter({ hasText: updated });
    await live.getByRole('button', { name: `Take down “${updated}”` }).click();
    await expect.poll(() => live.count()).toBe(0);
    await expect.poll(() => admin.getByText(updated).count()).toBe(0);
    await csr.getByRole('navigation', { name: 'Announcement lists' }).getByRole('link', { name: 'Archives' }).click();
    await csr.getByRole('heading', { name: 'Archived Announcements', level: 1 }).waitFor();
    const archived = csr.getByRole('row').filter({ hasText: updated });
    await archived.waitFor();

    // The filters side panel: a range that ends before it starts is said beside the field; priority filters.
    await csr.getByRole('button', { name: /^Filters/ }).click();
    const panel = csr.getByRole('complementary', { name: 'Announcement filters' });
    await panel.getByLabel('Live from').fill('2026-12-10');
    await panel.getByLabel('Live to').fill('2026-12-01');
    await panel.getByText('The end date must be on or after the start date.').waitFor();
    await csr.getByText('Correct the filters marked in the Filters panel to see the list.').waitFor();
    await shot(csr, 'announcements-filters-bad-range');
    await panel.getByRole('button', { name: 'Clear all filters' }).click();
    await panel.getByLabel('Priority').selectOption('urgent');
    await archived.waitFor();
    await expect.poll(() => csr.getByRole('row').filter({ hasText: 'Caring for your lenses' }).count()).toBe(0); // the demo's archived tip is normal
    await expectAccessible(csr);
    await shot(csr, 'announcements-archives-filtered');
    await panel.getByRole('button', { name: 'Clear all filters' }).click();
    await panel.getByRole('button', { name: 'Done' }).click();

    // Republish from the archives: a new live date is needed; then it is back on the open page.
    await archived.getByRole('link', { name: `Republish “${updated}”` }).click();
    await csr.getByRole('heading', { name: 'Republish Announcement', level: 1 }).waitFor();
    expect(await csr.getByRole('navigation', { name: 'Support menu' }).getByRole('link', { name: 'Archives' }).getAttribute('aria-current')).toBe('page');
    await csr.getByRole('button', { name: 'Republish' }).click();
    await csr.getByText('A live date is required.').waitFor();
    await csr.getByLabel('Live date').fill(localInput(new Date(Date.now() - 1000)));
    await csr.getByRole('button', { name: 'Republish' }).click();
    await csr.getByRole('heading', { name: 'Active Announcements', level: 1 }).waitFor();
    await adminBanner(updated).waitFor();

    // Sorting and bookmarks on Active: priority ascending puts urgent first; a bookmark filters.
    await csr.getByRole('button', { name: 'Priority' }).click();
    await expect.poll(() => new URL(csr.url()).searchParams.get('sort')).toBe('priority');
    const priorities = async () => (await csr.getByRole('row').allInnerTexts()).slice(1).map((t) => (/Urgent|Important|Normal/.exec(t) ?? [''])[0]);
    await expect.poll(async () => (await priorities()).join(',')).toMatch(/^(Urgent,)+(Important,)*(Normal,?)*$|^(Normal,)*(Important,)*(Urgent,?)+$/);
    const republished = csr.getByRole('row').filter({ hasText: updated });
    await republished.getByRole('button', { name: `Bookmark “${updated}”` }).click();
    await expect.poll(() => republished.getByRole('button', { name: `Bookmark “${updated}”` }).getAttribute('aria-pressed')).toBe('true');
    await csr.getByRole('button', { name: /^Filters/ }).click();
    await panel.getByLabel('Bookmarked').selectOption('true');
    await expect.poll(async () => (await csr.getByRole('row').allInnerTexts()).length).toBe(2); // header + the bookmarked one
    await republished.waitFor();
    await panel.getByRole('button', { name: 'Clear all filters' }).click();
    await panel.getByRole('button', { name: 'Done' }).click();

    // Take it down again; it stays in the archives (also after a reload) until deleted.
    await republished.getByRole('button', { name: `Take down “${updated}”` }).click();
    await expect.poll(() => republished.count()).toBe(0);
    await csr.getByRole('navigation', { name: 'Announcement lists' }).getByRole('link', { name: 'Archives' }).click();
    await archived.waitFor();
    await csr.reload();
    await archived.waitFor();
    csr.once('dialog', (d) => void d.accept());
    await archived.getByRole('button', { name: `Delete “${updated}”` }).click();
    await expect.poll(() => archived.count()).toBe(0);
  });
});
