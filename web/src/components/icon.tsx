/** A small set of stroke icons (24×24), always decorative: the text next to them is the label. */
const icons = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-4-4',
  orders: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0 9 4.5m0 0 9-4.5M12 12v9',
  reports: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  invites: 'M4 6h16v12H4V6Zm0 0 8 7 8-7',
  pricing: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
  card: 'M3 6h18v12H3V6Zm0 4h18M7 15h3',
  prescription: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6m-6 4h4',
  megaphone: 'M3 10v4h3l7 4V6L6 10H3Zm13-1a4 4 0 0 1 0 6',
  draft: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  archive: 'M3 4h18v4H3V4Zm2 4v12h14V8M10 12h4',
  plus: 'M12 5v14M5 12h14',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  home: 'M3 11 12 4l9 7M5 10v10h14V10',
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
