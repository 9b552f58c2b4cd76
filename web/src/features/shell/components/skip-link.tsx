/** First focusable element of every page: jumps keyboard users past the header and menu. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
