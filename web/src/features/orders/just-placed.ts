import { useLocation } from 'react-router-dom';

/**
 * The navigation state that says an order page is shown right after the order was placed (issue
 * #34): only then does it read as a confirmation ("Order placed"); opened later from a list it is
 * the order's details.
 */
export const JUST_PLACED = { justPlaced: true } as const;

export function useJustPlaced(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && (state as { justPlaced?: unknown }).justPlaced === true;
}
