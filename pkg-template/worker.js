// `tenpai/worker`: the full engine in a Web Worker, answering the page's calls in the order they were posted, none
// lost. In the worker, `serve(setup)` listens for calls at once (during the module's first evaluation, so nothing
// posted while the engine loads is dropped), loads the engine (tenpai/web's `init()`), then answers each call in
// turn; on the page, `connect(worker)` gives an object whose methods post a call and return a promise of its answer.
// A call is `{ tenpai: id, call: name, args }`; its answer `{ tenpai: id, value }` or `{ tenpai: id, error: {
// message, code } }`. Other messages pass by untouched, so a worker and a page may exchange their own as well.
import init, * as engine from './web.js';

/**
 * In the worker: answers the calls `connect` posts. `setup(engine)` runs once the engine has loaded and returns the
 * handlers the page may call by name (each may return a value or a promise; calls are answered one at a time, in
 * order); without it the page calls the engine's own functions. `scope` is where calls arrive and answers go
 * (default: the worker's global scope).
 */
export function serve(setup, scope = globalThis) {
  const queue = [];
  let handlers = null;
  let failure = null;
  let running = false;
  scope.addEventListener('message', (event) => {
    const message = event.data;
    if (typeof message !== 'object' || message === null || typeof message.tenpai !== 'number') return;
    queue.push(message);
    drain();
  });
  init()
    .then(() => {
      handlers = setup ? setup(engine) : engine;
    })
    .catch((error) => {
      failure = error;
    })
    .then(drain);

  async function drain() {
    if (running || (handlers === null && failure === null)) return;
    running = true;
    while (queue.length > 0) {
      const { tenpai: id, call, args } = queue.shift();
      let answer;
      try {
        if (failure !== null) throw failure;
        const handler = handlers[call];
        if (typeof handler !== 'function') throw coded(`no function "${call}" is served`, 'bad-request');
        answer = { tenpai: id, value: await handler.apply(handlers, Array.isArray(args) ? args : []) };
      } catch (error) {
        answer = { tenpai: id, error: describe(error) };
      }
      try {
        scope.postMessage(answer);
      } catch (error) {
        // A value the structured clone cannot copy (a function, say).
        scope.postMessage({ tenpai: id, error: describe(error) });
      }
    }
    running = false;
  }
}

/**
 * On the page: an object whose every method `name(...args)` posts a call to the worker's `serve` and returns a
 * promise of its value; a call that throws in the worker rejects with an Error carrying the same message and code.
 */
export function connect(worker) {
  let last = 0;
  const waiting = new Map();
  worker.addEventListener('message', (event) => {
    const message = event.data;
    const answer = typeof message === 'object' && message !== null ? waiting.get(message.tenpai) : undefined;
    if (answer === undefined) return;
    waiting.delete(message.tenpai);
    if ('error' in message) answer.reject(coded(message.error.message, message.error.code));
    else answer.resolve(message.value);
  });
  // The worker's script failed to load or threw: no answer will come.
  worker.addEventListener('error', (event) => {
    const error = coded(`the worker failed: ${event.message ?? 'its script did not load'}`, 'not-initialized');
    for (const answer of waiting.values()) answer.reject(error);
    waiting.clear();
  });
  return new Proxy(Object.create(null), {
    get(_, name) {
      // Not a thenable: `await connect(worker)` gives the object itself.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args) =>
        new Promise((resolve, reject) => {
          const id = ++last;
          waiting.set(id, { resolve, reject });
          try {
            worker.postMessage({ tenpai: id, call: name, args });
          } catch (error) {
            waiting.delete(id);
            reject(error);
          }
        });
    },
  });
}

function coded(message, code) {
  const error = new Error(message);
  if (code !== undefined) error.code = code;
  return error;
}

function describe(error) {
  return error instanceof Error ? { message: error.message, code: error.code } : { message: String(error) };
}
