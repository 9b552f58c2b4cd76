import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { PRICING_MESSAGES } from '../../domain/pricing/messages';
import { SHOTS, browserTest, expectAccessible, shot, visible } from '../support/browser';

/**
 * Pricing in a real browser (issue #6): an administrator sets a percentage markup, sees the new
 * retail prices in product pricing, marks a favorite and sets a product's own price.
 */

const { pageAs } = browserTest({ width: 1360, height: 900 });

/** The products table row of a product. */
const rowOf = (page: Page, productName: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(productName) }) });

describe('pricing screens', () => {
  it('percentage markup → new retail prices → favorite → a product’s own price', async () => {
    const page = await pageAs('admin');

    // Overview: both locations, suggested pricing.
    await page.getByRole('link', { name: 'Product Pricing' }).click();
    await page.waitForURL(/\/location\/pricing$/);
    await visible(page.getByRole('heading', { name: 'Pricing', level: 1 }));
    const downtown = page.getByRole('region', { name: 'Clearview Eye Care – Downtown' });
    await visible(downtown.getByText('Suggested pricing: a 40% markup on every product.'));
    await visible(page.getByRole('region', { name: 'Clearview Eye Care – North Lamar' }));
    await expectAccessible(page);
    await shot(page, 'pricing-overview-before');

    // Strategy: percentage 25 %, with the preview computed before saving.
    await downtown.getByRole('link', { name: /Edit pricing strategy/ }).click();
    await page.waitForURL(/\/location\/pricing-strategy\?locationId=LOC-1001-A/);
    await visible(page.getByRole('heading', { name: 'Pricing strategy', level: 1 }));
    // Aurora Day Astigmatism 90 pack costs $112.00: suggested $156.80.
    await expect.poll(() => page.getByTestId('preview-PRD-1004-single').textContent()).toContain('$156.80');
    await page.getByRole('radio', { name: 'Percentage' }).check();
    const markup = await visible(page.getByLabel('Markup (%)'));
    await markup.fill('-5');
    await page.getByRole('button', { name: 'Save pricing strategy' }).click();
    await visible(page.getByText(PRICING_MESSAGES.markupNegative));
    await markup.fill('25');
    await expect.poll(() => page.getByTestId('preview-PRD-1004-single').textContent()).toContain('$140.00');
    await expectAccessible(page);

    // A failed save shows the spec's text.
    await page.route('**/api/pricing/updatestrategy', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, error: true, code: 'INTERNAL', message: 'Something went wrong' }) }), { times: 1 });
    await page.getByRole('button', { name: 'Save pricing strategy' }).click();
    await visible(page.getByText(PRICING_MESSAGES.updateFailed));
    await page.getByRole('button', { name: 'Save pricing strategy' }).click();
    await visible(page.getByText('Pricing strategy saved.'));
    await shot(page, 'pricing-strategy');

    // Product pricing: the new retail prices.
    await page.goto('/location/product-pricing?locationId=LOC-1001-A');
    await visible(page.getByRole('heading', { name: 'Product pricing', level: 1 }));
    const brands = page.getByRole('navigation', { name: 'Brands' });
    await visible(brands.getByRole('button', { name: /^All brands/ }));
    // Spec point 7: "All brands" first.
    expect(await brands.getByRole('button').first().textContent()).toContain('All brands');
    const astig = rowOf(page, 'Aurora Day Astigmatism 90 pack');
    await visible(astig.getByText('$140.00').first());
    await visible(astig.getByText('Percentage strategy'));
    // The table fits the screen (no sideways scrolling of the page).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1360);
    const table = page.locator('.table-card .table-scroll');
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // Sort: price high-low puts the dearest box first.
    await page.getByLabel('Sort by').selectOption({ label: 'Price high-low' });
    await expect.poll(async () => (await page.getByRole('rowheader').first().textContent()) ?? '').toContain('Coastal BioBlue Toric XR');
    await page.getByLabel('Sort by').selectOption({ label: 'A-Z' });
    await expect.poll(async () => (await page.getByRole('rowheader').first().textContent()) ?? '').toContain('Aurora Day Astigmatism');

    // Favorite.
    const star = astig.getByRole('button', { name: 'Favorite: Aurora Day Astigmatism 90 pack' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Favorites only').check();
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    await page.getByLabel('Favorites only').uncheck();

    // A product's own price (switching the location to Custom so the rule is used).
    await astig.getByRole('button', { name: 'Set price for Aurora Day Astigmatism 90 pack' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Set price: Aurora Day Astigmatism 90 pack' }));
    await dialog.getByLabel('Rule', { exact: true }).selectOption({ label: 'Price ($ per box)' });
    await dialog.getByLabel('Price ($ per box)').fill('100');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await visible(dialog.getByText("The price cannot be below the product's cost of $112.00 per box."));
    await page.screenshot({ path: `${SHOTS}/pricing-rule-dialog.png` });
    await expectAccessible(page);
    await dialog.getByLabel('Price ($ per box)').fill('150');
    expect(await dialog.getByLabel(/Switch to Custom pricing/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(astig.getByText('Product rule: Aurora Day Astigmatism 90 pack'));
    await visible(astig.getByText('$150.00').first());
    // Other products now fall back to suggested pricing.
    await visible(rowOf(page, 'Aurora Day Moist 30 pack').getByText('Suggested (no custom rule)'));
    await visible(page.getByText('Custom pricing at Clearview Eye Care – Downtown'));
    await shot(page, 'pricing-product-pricing');
    await page.screenshot({ path: `${SHOTS}/pricing-product-pricing-top.png` });

    // The overview tells the new state.
    await page.goto('/location/pricing');
    const after = page.getByRole('region', { name: 'Clearview Eye Care – Downtown' });
    await visible(after.getByText('1 custom rule.'));
    await visible(after.getByText('1 favorite product.'));
    await visible(after.getByText(/Last changed .* by Dana Whitfield/));
    await shot(page, 'pricing-overview-after');
  }, 120_000);

  it('staff see only their own location', async () => {
    const page = await pageAs('staff');
    await page.goto('/location/pricing');
    await visible(page.getByRole('region', { name: 'Clearview Eye Care – Downtown' }));
    expect(await page.getByRole('region', { name: 'Clearview Eye Care – North Lamar' }).count()).toBe(0);
    await page.goto('/location/product-pricing');
    await visible(page.getByRole('heading', { name: 'Product pricing', level: 1 }));
    expect(await page.getByLabel('Location').count()).toBe(0);
  }, 60_000);
});
