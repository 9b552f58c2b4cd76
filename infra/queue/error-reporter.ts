import { redactErrorText } from '../../domain/ops/redact-error';
import type { JobErrorReporter } from './port';

/**
 * The reporter both queue adapters call: the caller's `onError` (default: console.error), with any
 * error it throws swallowed — a faulty reporter must not turn into a job failure, wedge a job's
 * state or become an unhandled 'error' event.
 */
export function guardedReporter(onError?: JobErrorReporter): JobErrorReporter {
  const reporter: JobErrorReporter = onError ?? ((err, ctx) => console.error(`[queue] ${ctx.name ?? ''} ${ctx.jobId ?? ''}: ${redactedError(err)}`));
  return (err, context) => {
    try {
      reporter(err, context);
    } catch {
      // Swallowed on purpose (see above).
    }
  };
}

/** The entry of `map` under `key`, created with `make` on first use (a queue or lane per job name). */
export function entryFor<V>(map: Map<string, V>, key: string, make: () => V): V {
  let entry = map.get(key);
  if (entry === undefined) {
    entry = make();
    map.set(key, entry);
  }
  return entry;
}

/**
 * An error for a log line without the person in it: a mail server's refusal quotes the recipient,
 * so the message is redacted (e-mail addresses, long digit runs) and the stack keeps only its frames.
 */
export function redactedError(err: unknown): string {
  const message = redactErrorText(err instanceof Error ? err.message : String(err)) ?? '';
  const frames = err instanceof Error && err.stack ? err.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  return [message, ...frames].join('\n');
}
