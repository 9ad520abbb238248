// A route handler, run on each request.
import * as full from 'tenpai';
import * as light from 'tenpai/score';
import { runEntries } from '../../checks.mjs';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(runEntries({ tenpai: full, 'tenpai/score': light }, true));
}
