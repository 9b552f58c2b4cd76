import type { DevMail, DevMailPage } from '../../../infra/mail/dev-mailbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain server-rendered inbox: list on the left, the open message (text, with links) on the right. */
export function renderMailboxPage(page: DevMailPage, open: DevMail | undefined, to?: string): string {
  const rows = page.items
    .map(
      (m) => `<li${open?.id === m.id ? ' aria-current="true"' : ''}><a href="/dev/mailbox?id=${esc(m.id)}${to ? `&to=${encodeURIComponent(to)}` : ''}">
        <strong>${esc(m.subject)}</strong><span>${esc(m.to)}</span><time>${esc(new Date(m.sentAt).toLocaleString('en-US'))}</time></a></li>`,
    )
    .join('');
  const body = open
    ? `<h2>${esc(open.subject)}</h2><p class="meta">To ${esc(open.to)} · ${esc(new Date(open.sentAt).toLocaleString('en-US'))}</p>
       <pre>${esc(open.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>`
    : '<p>No messages yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Lensloop</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2b36;background:#f4f7f9}
header{background:#0b5d6b;color:#fff;padding:12px 24px}header h1{margin:0;font-size:18px}
header p{margin:2px 0 0;opacity:.85;font-size:13px}
main{display:grid;grid-template-columns:380px minmax(0,1fr);gap:0;min-height:calc(100vh - 64px)}
ul{list-style:none;margin:0;padding:0;border-right:1px solid #d5dee5;background:#fff;overflow:auto}
li a{display:grid;padding:10px 16px;border-bottom:1px solid #eef2f5;color:inherit;text-decoration:none}
li a:hover,li[aria-current] a{background:#e6f3f5}li span,li time{font-size:13px;color:#5b6b78}
section{padding:24px 32px}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#fff;border:1px solid #d5dee5;padding:16px;border-radius:6px}
.meta{color:#5b6b78;font-size:13px}form{margin-top:8px}input{padding:4px 8px}
</style></head><body><header><h1>Development mailbox</h1><p>E-mails the platform sent while no SMTP server is configured (${page.total} message${page.total === 1 ? '' : 's'}).</p>
<form method="get"><label>Recipient <input name="to" value="${esc(to ?? '')}" type="email"></label> <button>Filter</button></form></header>
<main><ul aria-label="Messages">${rows}</ul><section aria-label="Message">${body}</section></main></body></html>`;
}
