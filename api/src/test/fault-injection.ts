/**
 * Loaded before main.ts (`--import`) by process-faults.test.ts only: on SIGUSR2 the process meets the fault
 * INJECT_FAULT names, as a bug in a request or a background job would raise it.
 */
const fault = process.env['INJECT_FAULT'];

process.on('SIGUSR2', () => {
  if (fault === 'rejection') void Promise.reject(new Error('injected: a promise nobody awaited'));
  if (fault === 'exception')
    setImmediate(() => {
      throw new Error('injected: an exception nobody caught');
    });
});
