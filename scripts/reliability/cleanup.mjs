// Whatever the run starts (PostgreSQL, app instances, the build lock) registers how to undo it
// here. Undo steps are synchronous so they also run from process.on('exit'): the cluster is
// stopped and deleted on success, failure, an exception or Ctrl-C.

const steps = [];
let done = false;

/** Registers an undo step; returns a function that runs it now (once) and forgets it. */
export function onCleanup(name, undo) {
  const step = { name, undo };
  steps.push(step);
  return () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    runStep(step);
  };
}

function runStep({ name, undo }) {
  try {
    undo();
  } catch (error) {
    console.error(`[reliability] cleanup "${name}" failed: ${error.message}`);
  }
}

export function cleanupAll() {
  if (done) return;
  done = true;
  while (steps.length) runStep(steps.pop());
}

export function installCleanupHandlers() {
  process.on('exit', cleanupAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\n[reliability] ${signal}: stopping everything`);
      cleanupAll();
      process.exit(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error('[reliability] uncaught exception', error);
    cleanupAll();
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error('[reliability] unhandled rejection', error);
    cleanupAll();
    process.exit(1);
  });
}
