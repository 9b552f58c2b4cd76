/** An e-mail address that may wrap after the @ rather than mid-word. */
export function EmailText({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return <span className="cell-email">{value}</span>;
  return (
    <span className="cell-email">
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </span>
  );
}
