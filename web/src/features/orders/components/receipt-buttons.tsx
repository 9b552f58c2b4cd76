import { Button } from '@/components/button';

/** An order's Print (the print CSS) and "Download receipt (PDF)" buttons, in a row of the given class. */
export function ReceiptButtons({ className, onDownload }: { className: string; onDownload: () => void }) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" onClick={onDownload}>
        Download receipt (PDF)
      </Button>
    </div>
  );
}
