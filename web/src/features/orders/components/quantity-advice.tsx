import { adviseQuantity, usDate } from '@domain/ordering/reorder';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';

interface QuantityAdviceProps {
  /** "Right eye", "Left eye". */
  eyeLabel: string;
  /** Days of wear one box gives this eye; nothing is shown without it. */
  daysPerBox: number | null | undefined;
  boxes: number;
  /** The prescription's expiration date (YYYY-MM-DD). */
  expirationDate: string;
  /** The day the new lenses start: after the current supply, or today. */
  start: string;
  onUse: (boxes: number) => void;
}

/**
 * Issue #20 (D-426): the quantity that lasts until the prescription expires, with a one-click "use
 * it", and a warning in words when the chosen boxes last past the expiration date. Self-contained:
 * the wizard gives the eye's facts and takes the suggested number.
 */
export function QuantityAdvice({ eyeLabel, daysPerBox, boxes, expirationDate, start, onUse }: QuantityAdviceProps) {
  if (!daysPerBox || daysPerBox <= 0 || start > expirationDate) return null;
  const advice = adviseQuantity({ start, expirationDate, daysPerBox, chosenBoxes: boxes });
  return (
    <div className="quantity-advice stack-sm">
      <p className="field__hint">
        {advice.suggestedBoxes} {advice.suggestedBoxes === 1 ? 'box lasts' : 'boxes last'} until the prescription expires on {usDate(expirationDate)} ({eyeLabel.toLowerCase()}).{' '}
        {boxes !== advice.suggestedBoxes ? (
          <Button variant="ghost" size="sm" onClick={() => onUse(advice.suggestedBoxes)} aria-label={`Use ${advice.suggestedBoxes} (${eyeLabel.toLowerCase()})`}>
            Use {advice.suggestedBoxes}
          </Button>
        ) : null}
      </p>
      {advice.warning ? (
        <Alert tone="warning" title="More than the prescription covers">
          {advice.warning}
        </Alert>
      ) : null}
    </div>
  );
}
