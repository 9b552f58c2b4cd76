/** A refused action's words, next to the action that was refused (never a raw code). */
export function ActionError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} role="alert" className="ops-action-error">
      {message}
    </span>
  ) : null;
}
