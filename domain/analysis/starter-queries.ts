/**
 * The six questions an analyst asks first (issue #32), as data: each runs as it is over an export
 * (tables and columns: domain/analytics/export-tables.ts) and is tested against an export with
 * known answers (test/analysis/starter-queries.int.test.ts). Money is in dollars, times in days or
 * hours (from epoch seconds: plain arithmetic, no calendar), months 'YYYY-MM' (UTC). Each yields a first column suited to a chart's x axis.
 */
export interface StarterQuery {
  id: string;
  title: string;
  description: string;
  sql: string;
  /** The columns the screen's chart starts with (x, y). */
  chart: { x: string; y: string; kind: 'line' | 'bar' };
}

export const STARTER_QUERIES: readonly StarterQuery[] = [
  {
    id: 'reorder-timing',
    title: 'Reorders against supply running out',
    description:
      'For each reorder on a prescription: the days since its previous order against the days of lenses that order gave. A negative gap is a reorder before the supply ran out; per month of the reorder.',
    sql: `WITH sales AS (
  SELECT prescription_id, order_id, ordered_at, supply_days,
         lag(ordered_at)  OVER w AS previous_ordered_at,
         lag(supply_days) OVER w AS previous_supply_days
  FROM orders
  WHERE counts_as_sale AND prescription_id IS NOT NULL
  WINDOW w AS (PARTITION BY prescription_id ORDER BY ordered_at, order_id)
), reorders AS (
  SELECT strftime(ordered_at, '%Y-%m') AS month,
         days_between,
         previous_supply_days AS supply_days,
         days_between - previous_supply_days AS gap_days
  FROM (SELECT *, floor((epoch(ordered_at) - epoch(previous_ordered_at)) / 86400)::INTEGER AS days_between FROM sales)
  WHERE previous_ordered_at IS NOT NULL AND previous_supply_days IS NOT NULL
)
SELECT month,
       count(*) AS reorders,
       round(avg(days_between), 1) AS avg_days_between,
       round(avg(supply_days), 1) AS avg_supply_days,
       median(gap_days) AS median_gap_days,
       round(100.0 * count(*) FILTER (WHERE gap_days < 0) / count(*), 1) AS pct_before_running_out
FROM reorders
GROUP BY month
ORDER BY month`,
    chart: { x: 'month', y: 'median_gap_days', kind: 'line' },
  },
  {
    id: 'rebate-claims',
    title: 'Rebate claims made vs eligible per programme',
    description:
      'Orders whose claim window opened (eligible) and those a claim was made for, per manufacturer programme, with the dollars patients could claim and did.',
    sql: `SELECT coalesce(m.programme_name, w.manufacturer_id) AS programme,
       w.programme AS kind,
       count(*) AS eligible,
       count(*) FILTER (WHERE w.claimed) AS claimed,
       round(100.0 * count(*) FILTER (WHERE w.claimed) / count(*), 1) AS claim_rate_pct,
       round(sum(w.amount_cents) / 100.0, 2) AS eligible_dollars,
       round(coalesce(sum(w.amount_cents) FILTER (WHERE w.claimed), 0) / 100.0, 2) AS claimed_dollars
FROM claim_windows w
LEFT JOIN manufacturers m ON m.manufacturer_id = w.manufacturer_id
GROUP BY ALL
ORDER BY programme`,
    chart: { x: 'programme', y: 'claim_rate_pct', kind: 'bar' },
  },
  {
    id: 'cycle-time',
    title: 'Order cycle time by shipping method',
    description: 'Hours from order to shipment and days from order to delivery, per shipping method (orders not shipped: in-office or pickup).',
    sql: `SELECT coalesce(delivery_mode_id, delivery_method) AS shipping_method,
       count(*) AS orders,
       count(delivered_at) AS delivered,
       round(avg(epoch(shipped_at) - epoch(ordered_at)) / 3600, 1) AS avg_hours_to_ship,
       round(avg(epoch(delivered_at) - epoch(ordered_at)) / 86400, 2) AS avg_days_to_deliver,
       round(median(epoch(delivered_at) - epoch(ordered_at)) / 86400, 2) AS median_days_to_deliver
FROM orders
WHERE counts_as_sale
GROUP BY 1
ORDER BY 1`,
    chart: { x: 'shipping_method', y: 'avg_days_to_deliver', kind: 'bar' },
  },
  {
    id: 'margin-by-brand',
    title: 'Retail margin by brand and month',
    description: 'Retail price, the practice’s cost and the margin of the lenses sold, per month and brand (lines with a recorded cost; cancelled orders left out).',
    sql: `SELECT l.month,
       l.brand_name AS brand,
       sum(l.boxes) AS boxes,
       round(sum(l.retail_cents) / 100.0, 2) AS retail_dollars,
       round(sum(l.cost_cents) / 100.0, 2) AS cost_dollars,
       round((sum(l.retail_cents) - sum(l.cost_cents)) / 100.0, 2) AS margin_dollars,
       round(100.0 * (sum(l.retail_cents) - sum(l.cost_cents)) / nullif(sum(l.retail_cents), 0), 1) AS margin_pct
FROM order_lines l
JOIN orders o ON o.order_id = l.order_id
WHERE o.counts_as_sale AND l.cost_cents IS NOT NULL
GROUP BY l.month, l.brand_name
ORDER BY l.month, brand`,
    chart: { x: 'month', y: 'margin_dollars', kind: 'bar' },
  },
  {
    id: 'reminders-reorders',
    title: 'Reorder reminders sent vs reorders within 14 days',
    description: 'Reminders sent per month, and how many were followed by an order on the same prescription within 14 days.',
    sql: `WITH reminders AS (
  SELECT prescription_id, coalesce(sent_at, occurred_at) AS sent_at
  FROM ev_reorder_reminder_sent
), sales AS (
  SELECT prescription_id, ordered_at FROM orders WHERE counts_as_sale
), followed AS (
  -- each reminder with the first order on its prescription after it (ASOF: the nearest one)
  SELECT r.sent_at, s.ordered_at <= r.sent_at + INTERVAL 14 DAY AS reordered
  FROM reminders r
  ASOF LEFT JOIN sales s ON s.prescription_id = r.prescription_id AND s.ordered_at > r.sent_at
)
SELECT strftime(sent_at, '%Y-%m') AS month,
       count(*) AS reminders_sent,
       count(*) FILTER (WHERE reordered) AS reordered_within_14_days,
       round(100.0 * count(*) FILTER (WHERE reordered) / count(*), 1) AS pct_reordered
FROM followed
GROUP BY 1
ORDER BY 1`,
    chart: { x: 'month', y: 'pct_reordered', kind: 'line' },
  },
  {
    id: 'new-patients',
    title: 'New patients per practice and month',
    description: 'Patient accounts created per practice (pseudonym) and month.',
    sql: `SELECT strftime(registered_at, '%Y-%m') AS month,
       practice_id,
       count(*) AS new_patients
FROM patients
GROUP BY ALL
ORDER BY month, practice_id`,
    chart: { x: 'month', y: 'new_patients', kind: 'bar' },
  },
];
