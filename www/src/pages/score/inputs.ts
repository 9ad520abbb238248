// The calculator's inputs in page order, for the Score page and for any page that values one hand with it (the
// scorekeeper): the palette, the hand and its winning tile, the pocchi wildcard box, the melds, dora and ura, the
// conditions. `situation` adds what the Score page asks and a scorekeeper already knows: tsumo or ron and who
// dealt in, the winds, honba and riichi sticks.
import { h } from '../../dom';
import { conditions } from './conditions';
import { MeldField } from './melds';
import type { ScoreModel, ScoreStore } from './model';
import { TilePalette } from './palette';
import { handAndWin } from './state';
import { TileField } from './tile-field';

export function handInputs(store: ScoreStore, situation: boolean): HTMLElement[] {
  const field = (key: 'hand' | 'dora' | 'ura' | 'nuki' | 'discards', label: string, placeholder = '', large = false) =>
    new TileField(store, { key, label, name: label, placeholder, large }).el;
  const winLabel = h('span');
  const labelWin = (m: ScoreModel) => (winLabel.textContent = handAndWin(m.s).implicit ? 'Winning tile (the hand’s last tile)' : 'Winning tile');
  store.subscribe(labelWin);
  labelWin(store.state);
  const cond = conditions(store);
  return [
    h('p.hint', null, 'Tap a tile to add it to the selected field; tap a tile in a field to remove it.'),
    new TilePalette(store).el,
    field('hand', 'Hand: the concealed tiles (type 14, or 13 and the winning tile below)', '123m456p789s1122z', true),
    new TileField(store, { key: 'win', label: winLabel, name: 'the winning tile', placeholder: '2z', large: true }).el,
    cond.wildcard,
    new MeldField(store).el,
    ...(situation ? [cond.win] : []),
    field('dora', 'Dora indicators', '3m'),
    field('ura', 'Ura indicators'),
    cond.flags,
    ...(situation ? [cond.counters] : []),
    h('details.more', null, h('summary', null, 'Nuki dora, own discards (3-player rulesets)'), field('nuki', 'Nuki / gari tiles set aside'), field('discards', 'Own discards this hand')),
  ];
}
