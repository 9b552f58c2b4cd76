interface LogoProps {
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

/** The Lensloop mark (a lens ring) and wordmark. Decorative mark; the wordmark is the name. */
export function Logo({ inverse = false }: LogoProps) {
  return (
    <span className={inverse ? 'logo logo--inverse' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" className="logo__tile" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#5fd3c6" strokeWidth="3" />
        <circle cx="16" cy="16" r="3" fill="#ffffff" />
      </svg>
      <span className="logo__word">Lensloop</span>
    </span>
  );
}
