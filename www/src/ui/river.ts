// A seat's river: its discards in rows of six, as on a real table. Every row box is as wide as six tiles plus one
// turned sideways, so a riichi tile never widens its row (nor the panel it sits in). A discard another seat called
// is dimmed; the last discard is marked, and more when the viewer may claim it now.
import { h } from '../dom';
import type { SeatView } from 'tenpai/web';
import { tileEl } from './tile';

/** Discards per river row. */
const RIVER_ROW = 6;

export interface RiverMarks {
  /** The river ends with the table's last discard. */
  last: boolean;
  /** …and the viewer may claim it now. */
  claimable: boolean;
}

export function riverEl(seat: SeatView, mine: boolean, marks: RiverMarks | null): HTMLElement {
  const box = h('div.discards', { class: mine ? 'mine' : '', dataset: { seat: String(seat.seat) } });
  let row: HTMLElement | null = null;
  seat.discards.forEach((d, i) => {
    if (i % RIVER_ROW === 0) box.append((row = h('div.river-row')));
    const isLast = marks !== null && marks.last && i === seat.discards.length - 1;
    const el = tileEl(d.tile, {
      small: true,
      rotated: d.riichi,
      dim: d.calledBy !== null,
      extraClass: [d.tsumogiri ? 'tsumogiri' : '', isLast ? 'last' : '', isLast && marks.claimable ? 'claimable' : ''].filter(Boolean).join(' '),
    });
    if (isLast) el.dataset.last = 'true';
    row!.append(el);
  });
  return box;
}
