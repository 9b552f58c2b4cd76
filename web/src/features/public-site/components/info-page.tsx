import type { ReactNode } from 'react';

interface InfoPageProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Wider content (grids, forms) instead of a reading column. */
  wide?: boolean;
}

/** A public information page: its heading (the page's one h1) and lead, then the content. */
export function InfoPage({ eyebrow, title, lead, children, wide = false }: InfoPageProps) {
  return (
    <>
      <section className="page-intro" aria-labelledby="page-title">
        <div className="page-intro__inner">
          {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="page-intro__title" tabIndex={-1} data-route-focus>
            {title}
          </h1>
          <div className="page-intro__lead">{lead}</div>
        </div>
      </section>
      <div className={wide ? 'page-body page-body--wide' : 'page-body'}>{children}</div>
    </>
  );
}

/** The four facts of spec point 1 as a list of cards. */
export function FactGrid({ facts }: { facts: readonly { title: string; text: string }[] }) {
  return (
    <ul className="fact-grid">
      {facts.map((f) => (
        <li key={f.title} className="fact-card">
          <h3 className="fact-card__title">{f.title}</h3>
          <p>{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
