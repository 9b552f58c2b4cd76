/** Thrown by a job handler to fail the job now: retrying cannot help (e.g. a rejected recipient). */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}
