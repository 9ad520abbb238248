// The human's concealed tiles as discard controls: a tile that may be discarded now is marked playable (and, in
// hint mode, the best ones marked); a touch picks it first and the same tile again throws it, so a slip of the
// finger costs nothing; a mouse click or a key throws at once.
import type { DecorateTile } from '../../ui/hand';
import { compareOptions, dangerLevel, worstDanger } from '../../ui/analysis';
import type { Discard, PlayUi, Turn } from './turn';

/** How the last press began: a touch selects a tile first, a mouse click or a key discards at once. */
let lastPointer = '';
document.addEventListener('pointerdown', (ev) => (lastPointer = ev.pointerType), { capture: true, passive: true });
document.addEventListener('keydown', () => (lastPointer = ''), { capture: true, passive: true });

export interface Picker {
  decorate: DecorateTile;
  /** The discard the selected tile makes (set while the hand is drawn). */
  picked(): Discard | null;
}

export function discardPicker(turn: Turn, ui: PlayUi, act: (a: Discard) => void, select: (s: PlayUi['selected']) => void): Picker {
  let picked: Discard | null = null;
  /** Copies of each tile decorated so far: which copy a touch picked, when the hand holds two alike. */
  const copies = new Map<string, number>();
  const best = [...turn.hints].sort(compareOptions)[0];
  const threatened = Boolean(turn.analysis?.threats.length);
  const decorate: DecorateTile = (el, tile, isDrawn) => {
    if (!turn.mine) return;
    const options = turn.discards.filter((a) => a.tile === tile && turn.inMode(a));
    if (!options.length) {
      if (ui.riichiMode !== 'off') el.classList.add('disabled');
      return;
    }
    // The drawn tile discards as tsumogiri when the engine lists that; a tile from the hand never does.
    const pick = options.find((a) => Boolean(a.tsumogiri) === isDrawn) ?? options[0]!;
    el.classList.add('playable');
    if (ui.riichiMode !== 'off') el.classList.add('riichi-ok');
    const hint = turn.hints.find((x) => x.tile === tile);
    if (hint && best && compareOptions(hint, best) === 0) el.classList.add('hint-best');
    // Against a threat, a bar under the tile in the colour of its worst danger.
    if (hint && threatened) el.dataset.danger = dangerLevel(worstDanger(hint.danger));
    const copy = copies.get(tile) ?? 0;
    copies.set(tile, copy + 1);
    const s = ui.selected;
    const isSelected = s !== null && s.tile === tile && s.drawn === isDrawn && s.copy === copy;
    if (isSelected) {
      el.classList.add('selected');
      picked = pick;
    }
    el.dataset.action = 'discard';
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    el.addEventListener('click', () => {
      const touch = lastPointer === 'touch' || lastPointer === 'pen';
      if (!touch || isSelected) act(pick);
      else select({ tile, drawn: isDrawn, copy });
    });
    el.addEventListener('keydown', (ev) => (ev.key === 'Enter' || ev.key === ' ') && act(pick));
  };
  return { decorate, picked: () => picked };
}
