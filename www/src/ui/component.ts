// The site's two building blocks besides plain view functions (a function from data to an element, like
// `tileEl` or `river`): a Component, a piece of the page with its own state that redraws itself, and a Store, a
// state several components of one page share and follow. No framework: a component is an object with a root
// element `el`; www/README.md says how pages are put together from them.
import { append, type Child } from '../dom';

/**
 * A piece of UI with its own state. `render()` returns the children of `el` for the current state; `set(patch)`
 * changes the state and redraws. A component whose root holds elements that must survive a redraw (a text input
 * being typed in) builds those once in its constructor and redraws only the rest, by overriding `redraw`.
 */
export abstract class Component<S extends object = Record<string, never>> {
  readonly el: HTMLElement;
  protected state: S;

  constructor(el: HTMLElement, state: S) {
    this.el = el;
    this.state = state;
  }

  /** The root's children for the current state. */
  protected abstract render(): Child | Child[];

  redraw(): void {
    this.el.replaceChildren();
    append(this.el, [this.render()]);
  }

  protected set(patch: Partial<S>): void {
    Object.assign(this.state, patch);
    this.redraw();
  }
}

/** A state shared by a page's components: `update` changes it, then every subscriber redraws from it. */
export class Store<S> {
  private readonly listeners = new Set<(state: S) => void>();

  constructor(readonly state: S) {}

  /** Calls `listener` after every update; returns the function that stops it. */
  subscribe(listener: (state: S) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  update(change: (state: S) => void = () => {}): void {
    change(this.state);
    for (const l of this.listeners) l(this.state);
  }
}
