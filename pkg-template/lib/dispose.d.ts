// The one declaration the package's types need beyond ES2022: `Symbol.dispose`, which the generated classes'
// `[Symbol.dispose]()` (for `using`) names. TypeScript's lib has it only from ESNext.Disposable on, so a project
// with a default or ES2022 `lib` would fail with "Property 'dispose' does not exist on type 'SymbolConstructor'".
// It is the same declaration as lib.esnext.disposable's and @types/node's, so it merges with whichever a project
// has. Every entry's types reference this file.
interface SymbolConstructor {
  /** The method `using` calls at the end of its block (ECMAScript explicit resource management). */
  readonly dispose: unique symbol;
}
