// An action in words and tiles, as a button or a review names it: "Pon 5p 5p", "Riichi 3m", "Pass". The Play page's
// buttons and the Replay page's review show actions through it.
import type { GameAction } from 'tenpai/web';
import { tileEl } from './tile';

export function actionLabel(a: GameAction): (Node | string)[] {
  const tiles = (list: unknown) => (Array.isArray(list) ? list.map((t) => tileEl(String(t), { small: true })) : []);
  switch (a.type) {
    case 'discard':
      return [a.riichi ? 'Riichi ' : 'Discard ', ...tiles([a.tile])];
    case 'tsumo':
      return ['Tsumo'];
    case 'ron':
      return ['Ron'];
    case 'pass':
      return ['Pass'];
    case 'chi':
      return ['Chi ', ...tiles(a.tiles)];
    case 'pon':
      return ['Pon ', ...tiles(a.tiles)];
    case 'daiminkan':
      return ['Kan'];
    case 'ankan':
      return ['Kan ', ...tiles([a.tile])];
    case 'kakan':
      return ['Add to pon ', ...tiles([a.tile])];
    case 'kyuushu':
      return ['Nine terminals: abort'];
    case 'nuki':
      return ['Nuki ', ...tiles([a.tile])];
    case 'continue':
      return ['Play on'];
    case 'yame':
      return ['Stop here (yame)'];
    default: {
      // An action this page does not know yet (a ruleset feature that landed later): a generic label.
      const rest = Object.entries(a)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`);
      return [a.type + (rest.length ? ` (${rest.join(', ')})` : '')];
    }
  }
}
