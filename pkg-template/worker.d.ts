/// <reference path="./lib/dispose.d.ts" />
// `tenpai/worker`: the full engine in a Web Worker (see worker.js).
import type * as Engine from './web.js';

/** Functions the page may call by name. */
export type Handlers = { [name: string]: (...args: any[]) => unknown };

/** The engine's own functions (not its classes or loaders), which `serve()` answers without a `setup`. */
export type EngineFunctions = {
  [K in keyof typeof Engine as K extends 'default' | 'initSync'
    ? never
    : (typeof Engine)[K] extends abstract new (...args: any[]) => unknown
      ? never
      : (typeof Engine)[K] extends (...args: any[]) => unknown
        ? K
        : never]: (typeof Engine)[K];
};

/** Calls `connect` gives: each handler, taking the same arguments and returning a promise of its value. */
export type Remote<H> = {
  [K in keyof H]: H[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/** Where calls arrive and answers go: a worker's global scope, or the Worker object on the page. */
export interface MessageTarget {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
}

/**
 * In the worker: answers the calls `connect` posts, in the order they were posted, none lost. `setup(engine)` runs
 * once the engine has loaded and returns the handlers; without it the engine's own functions are served.
 */
export declare function serve(setup?: (engine: typeof Engine) => Handlers, scope?: MessageTarget): void;

/**
 * On the page: an object whose methods post calls to the worker's `serve` and return promises of their values;
 * `H` is the handlers' type (`ReturnType` of the worker's `setup`), the engine's functions by default.
 */
export declare function connect<H = EngineFunctions>(worker: MessageTarget): Remote<H>;
