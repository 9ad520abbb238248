'use client';
// A client component: rendered on the server too (its outcome is in the page's HTML as #ssr), then in the browser,
// where it writes its outcome to body[data-outcome] once hydrated.
import { useEffect } from 'react';
import * as full from 'tenpai';
import * as light from 'tenpai/score';
import { runEntries } from './checks.mjs';

const check = () => JSON.stringify(runEntries({ tenpai: full, 'tenpai/score': light }, true));

export default function Client() {
  const outcome = check();
  useEffect(() => {
    document.body.dataset.outcome = check();
  }, []);
  return (
    <pre id="ssr" data-outcome={outcome}>
      {outcome}
    </pre>
  );
}
