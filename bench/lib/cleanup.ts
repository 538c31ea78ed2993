// Servers, browsers and temp folders the bench made are removed however it ends: normally, on an
// error, or on Ctrl+C. Each job is synchronous so it also runs from the 'exit' event.
type Job = () => void;
const jobs = new Set<Job>();
let hooked = false;

function runAll(): void {
  for (const job of [...jobs].reverse()) {
    jobs.delete(job);
    try {
      job();
    } catch {
      // Already gone.
    }
  }
}

/** Registers a cleanup job; call the returned function once the thing is cleaned up the normal way. */
export function onCleanup(job: Job): () => void {
  if (!hooked) {
    hooked = true;
    process.on('exit', runAll);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        runAll();
        process.exit(130);
      });
    }
  }
  jobs.add(job);
  return () => jobs.delete(job);
}
