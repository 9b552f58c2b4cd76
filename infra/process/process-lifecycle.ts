/** Stops a process cleanly on SIGINT/SIGTERM: in-flight requests and batches finish, connections close. */
export function stopOnSignals(stop: () => Promise<void>, log: (m: string) => void = console.log): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping…`);
      stop().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
}
