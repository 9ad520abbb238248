// A server component (rendered by `next build` into the static page, and on each request by `next dev`): the
// package as Next.js resolves it on the server, with no next.config.
import * as full from 'tenpai';
import * as light from 'tenpai/score';
import { runEntries } from './checks.mjs';
import Client from './client.js';

export default function Page() {
  const outcome = JSON.stringify(runEntries({ tenpai: full, 'tenpai/score': light }, true));
  return (
    <main>
      <pre id="server" data-outcome={outcome}>
        {outcome}
      </pre>
      <Client />
    </main>
  );
}
