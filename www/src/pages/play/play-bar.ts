// The bar of a game in progress: the ruleset and the bots' level, the bots' speed, hint mode, export to
// tenhou.net/6, the Replay page, a new game.
import { h } from '../../dom';
import { rulesetChoices } from '../../ui/ruleset-picker';
import { HINTS_KEY, SPEED_KEY } from './save';
import type { PlaySession } from './session';

export interface PlayBar {
  el: HTMLElement;
  /** The bots wait a moment before each action unless set to instant. */
  fast: () => boolean;
}

export function playBar(session: PlaySession, on: { hints: (on: boolean) => void; exportLog: () => void; newGame: () => void }): PlayBar {
  const speed = h(
    'select#speed',
    { onchange: () => localStorage.setItem(SPEED_KEY, speed.value) },
    h('option', { value: 'normal' }, 'Bots: normal speed'),
    h('option', { value: 'fast' }, 'Bots: instant'),
  );
  speed.value = localStorage.getItem(SPEED_KEY) ?? 'normal';
  const hints: HTMLInputElement = h('input#hints-toggle', {
    type: 'checkbox',
    checked: localStorage.getItem(HINTS_KEY) === 'on',
    onchange: () => {
      localStorage.setItem(HINTS_KEY, hints.checked ? 'on' : 'off');
      on.hints(hints.checked);
    },
  });
  const name = rulesetChoices().find((c) => c.id === session.save.ruleset)?.name ?? session.rules.name;
  const el = h(
    'div.play-bar',
    null,
    h('span.ruleset-name', null, name, h('span.level#bot-level', { dataset: { level: session.level } }, ` · ${session.level} bots`)),
    speed,
    h('label', { title: 'While you choose a discard: shanten, tile acceptance and waits of each choice' }, hints, 'Hints'),
    h('button#export', { type: 'button', onclick: on.exportLog }, 'Export tenhou.net/6'),
    h('a.button', { href: '#/replay?saved=1' }, 'Replay'),
    h('button#new-game', { type: 'button', onclick: on.newGame }, 'New game'),
  );
  return { el, fast: () => speed.value === 'fast' };
}
