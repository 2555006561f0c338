/** Runs the given stops in order on Ctrl-C / SIGTERM (once), then exits. A second signal exits at once. */
export function stopOnSignals(
  stops: Array<() => Promise<unknown>>,
  label = 'start',
  log: (line: string) => void = console.log,
): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log(`\n[${label}] ${signal}: stopping…`);
    void (async () => {
      for (const stop of stops) {
        try {
          await stop();
        } catch (error) {
          log(`[${label}] stop failed: ${(error as Error).message}`);
        }
      }
      process.exit(0);
    })();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}
