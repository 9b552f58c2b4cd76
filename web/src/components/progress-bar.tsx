import { formatEta, percentDone } from '@domain/analysis-jobs/progress';
import './progress-bar.css';

interface ProgressBarProps {
  /** What is in progress, for screen readers ("Building the snapshot as of 03/20/2025 11:00 PM"). */
  label: string;
  done: number;
  /** 0 while unknown: an indeterminate bar. */
  total: number;
  /** Items per second and seconds left, when known. */
  ratePerSecond?: number;
  etaSeconds?: number;
  /** What is counted ("events"). */
  unit?: string;
}

/**
 * Long work's progress (issue #32): a bar with its percentage, and beside it what is done of how
 * much, the rate and the time left. A `progressbar` role with its value, so assistive technology
 * reads it as the screen shows it.
 */
export function ProgressBar({ label, done, total, ratePerSecond, etaSeconds, unit = 'events' }: ProgressBarProps) {
  const known = total > 0;
  const percent = percentDone(done, total);
  const details = known
    ? [`${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${unit}`, ratePerSecond ? `${Math.round(ratePerSecond).toLocaleString('en-US')} ${unit}/s` : null, etaSeconds ? `about ${formatEta(etaSeconds)} left` : null]
    : ['Starting…'];
  return (
    <div className="progress">
      <div
        className={known ? 'progress__track' : 'progress__track progress__track--indeterminate'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(known ? { 'aria-valuenow': percent, 'aria-valuetext': `${percent}%` } : {})}
      >
        <div className="progress__fill" style={known ? { width: `${percent}%` } : undefined} />
      </div>
      <p className="progress__text">
        {known ? <strong>{percent}%</strong> : null} {details.filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
