import { Counter } from 'prom-client';
import { ZodError } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { isUnavailableError } from '../../db/unavailable';
import { ConcurrencyError } from '../../event-store/port';
import { registry } from './registry';

/**
 * What became of a command (D-701). Every request that reached its handler counts once as
 * `accepted`, `refused` (a rule said no: a DomainError, answered 4xx), `conflict_409` (the stream
 * kept moving and the bounded retries ran out) or `error` (anything else: a 5xx, the database out
 * of reach). `conflict_retried` is counted apart, once per conflict the command met and decided
 * again after — so the requests are the sum of the other four.
 */
export type CommandOutcome = 'accepted' | 'refused' | 'conflict_retried' | 'conflict_409' | 'error';

const commands = new Counter({
  name: 'lensloop_commands_total',
  help: 'Commands by command (route path) and outcome: accepted, refused (by a rule), conflict_409, error — one per request — and conflict_retried (each conflict decided again).',
  labelNames: ['command', 'outcome'] as const,
  registers: [registry],
});

/** Counts one command request's outcome, and the conflicts it met and got past. */
export function recordCommand(command: string, outcome: Exclude<CommandOutcome, 'conflict_retried'>, conflictsRetried = 0): void {
  commands.inc({ command, outcome });
  if (conflictsRetried > 0) commands.inc({ command, outcome: 'conflict_retried' }, conflictsRetried);
}

/** The outcome a failed command's error stands for. */
export function commandOutcomeOf(err: unknown): Exclude<CommandOutcome, 'accepted' | 'conflict_retried'> {
  if (err instanceof ConcurrencyError) return 'conflict_409';
  if (err instanceof DomainError || err instanceof ZodError) return 'refused';
  const status = (err as { statusCode?: number }).statusCode;
  if (!isUnavailableError(err) && typeof status === 'number' && status >= 400 && status < 500) return 'refused';
  return 'error';
}
