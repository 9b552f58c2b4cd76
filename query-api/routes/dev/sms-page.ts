import type { DevSmsPage } from '../../../infra/sms/dev-outbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const phone = (d: string) => (d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : d);

/** A plain server-rendered list of the texts the platform "sent", newest first, codes highlighted. */
export function renderSmsOutboxPage(page: DevSmsPage, to?: string): string {
  const rows = page.items
    .map(
      (m) => `<li><div class="meta"><strong>${esc(phone(m.to))}</strong><time datetime="${esc(m.sentAt)}">${esc(new Date(m.sentAt).toLocaleString('en-US'))}</time>${m.tags
        .map((t) => `<span class="tag">${esc(t)}</span>`)
        .join('')}</div><p>${esc(m.body).replace(/\b(\d{6})\b/g, '<mark>$1</mark>')}</p></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev SMS outbox · Lensloop</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2b36;background:#f4f7f9}
header{background:#0b5d6b;color:#fff;padding:12px 24px}header h1{margin:0;font-size:18px}
header p{margin:2px 0 0;opacity:.85;font-size:13px}form{margin-top:8px}input{padding:4px 8px}
main{max-width:760px;margin:24px auto;padding:0 24px}ul{list-style:none;margin:0;padding:0}
li{background:#fff;border:1px solid #d5dee5;border-radius:8px;padding:12px 16px;margin-bottom:12px}
.meta{display:flex;gap:12px;align-items:baseline;font-size:13px;color:#5b6b78}.meta strong{color:#1d2b36;font-size:15px}
.tag{background:#e6f3f5;color:#0b5d6b;border-radius:999px;padding:0 8px}p{margin:6px 0 0}
mark{background:#fff3c4;font-weight:700;letter-spacing:.08em;padding:0 3px;border-radius:3px}
</style></head><body><header><h1>Development SMS outbox</h1><p>Text messages the platform sent while no SMS provider is configured (${page.total} message${page.total === 1 ? '' : 's'}).</p>
<form method="get"><label>Number <input name="to" value="${esc(to ?? '')}" inputmode="tel"></label> <button>Filter</button></form></header>
<main><ul aria-label="Text messages">${rows || '<li>No text messages yet.</li>'}</ul></main></body></html>`;
}
