/**
 * Worker thread of AI Pick: replays the walk-forward model (./walk-forward.ts) for one close, off the API's
 * thread, which keeps serving requests and the live market meanwhile. One message `{ input }` is answered
 * with `{ result }` (the result without its feature definitions, which are functions and stay with the
 * caller) or `{ failed }`; the service starts one worker per computation and ends it after.
 */
import { parentPort } from 'node:worker_threads';
import { transferables, walkForward, type WalkForwardInput } from './walk-forward.js';

parentPort?.once('message', (message: { input: WalkForwardInput }) => {
  walkForward(message.input).then(
    ({ features: _features, ...result }) => parentPort?.postMessage({ result }, transferables(result)),
    (error: unknown) => parentPort?.postMessage({ failed: error instanceof Error ? error.stack : String(error) }),
  );
});
