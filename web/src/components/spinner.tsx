interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, announced to screen readers; otherwise the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (label) {
    return (
      <span className="spinner-wrap" role="status">
        <span className={`spinner spinner--${size}`} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}

/** A full-area loading state for lazy routes and first loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loader">
      <Spinner size="lg" label={label} />
    </div>
  );
}
