// The scorekeeper's start: a new game (a ruleset and the players' names, East first), the games saved in this
// browser (open, download, delete; one that cannot be read is listed with why and offered as a file), and a game
// file to open (a JSON export of this page, or any `Ledger.toJSON()`).
import { h, errorText, WINDS, WIND_NAMES } from '../../dom';
import type { RulesetRef } from '../../game-engine';
import { rulesetChoices, rulesetPicker, type RulesetChoice } from '../../ui/ruleset-picker';
import { download, GAME_FILE_ACCEPT, gameFromFile, readFile } from './files';
import type { Notice } from './model';
import { KeeperSession } from './session';
import { savedRuleset } from '../../saved-ruleset';
import { deleteGame, listGames, setCurrent, type Loaded } from './store';
import { handWords } from './describe';

/** Opens a game on the page, with a notice above its table (what opening it did). */
export type OpenGame = (session: KeeperSession, notice?: Notice) => void;

/** What the ledger takes as the ruleset of a choice: a house ruleset's full value, or the preset's id. */
export function rulesetRef(choice: RulesetChoice): RulesetRef {
  return choice.ruleset ?? choice.id;
}

function newGameForm(open: OpenGame): HTMLElement {
  const choices = rulesetChoices();
  let choice = choices[0]!;
  const nameBox = h('div.names');
  const inputs: HTMLInputElement[] = [];
  const drawNames = () => {
    while (inputs.length < choice.players) inputs.push(h('input', { id: `keeper-name-${inputs.length}`, type: 'text', autocomplete: 'off', maxlength: 24, placeholder: `Player ${inputs.length + 1}` }));
    nameBox.replaceChildren(
      ...inputs.slice(0, choice.players).map((input, s) => h('label', { for: input.id }, s === 0 ? `${WIND_NAMES[WINDS[s]!]} (deals first)` : WIND_NAMES[WINDS[s]!], input)),
    );
  };
  drawNames();
  const error = h('p.error#keeper-start-error', { hidden: true });
  const picker = rulesetPicker({ id: 'keeper-ruleset', value: choice.id, onChange: (c) => ((choice = c), drawNames()) });
  const submit = (ev: Event) => {
    ev.preventDefault();
    const names = inputs.slice(0, choice.players).map((input, s) => input.value.trim() || `Player ${s + 1}`);
    try {
      open(KeeperSession.create(rulesetRef(choice), names));
    } catch (e) {
      error.hidden = false;
      error.textContent = errorText(e);
    }
  };
  return h(
    'form.new-game.keeper-new',
    { onsubmit: submit },
    h('h2', null, 'Keep score of a game at the table'),
    h('p.hint', null, 'Play with real tiles; enter each hand as it ends. The page does the payments, honba, riichi sticks, the dealer’s turns, the end of the game and the settlement. Saved in this browser after every entry, and it works offline.'),
    h('label', { for: 'keeper-ruleset' }, 'Ruleset', picker),
    nameBox,
    error,
    h('button.record#keeper-start', { type: 'submit' }, 'Start the game'),
  );
}

function savedGameItem(g: Loaded, open: () => void, redraw: () => void): HTMLElement {
  const remove = () => {
    if (!confirm('Delete this saved game from this browser? Download it first to keep a copy.')) return;
    deleteGame(g.id);
    redraw();
  };
  const file = { name: `tenpai-saved-game-${g.id}.json`, text: g.ok ? g.ledger.toJSON() : g.raw, type: 'application/json' };
  const buttons = h(
    'div.row',
    null,
    g.ok ? h('button', { type: 'button', id: `open-${g.id}`, onclick: open }, 'Open') : null,
    h('button', { type: 'button', id: `download-${g.id}`, onclick: () => download(file) }, 'Download'),
    h('button', { type: 'button', id: `delete-${g.id}`, onclick: remove }, 'Delete'),
  );
  if (!g.ok) {
    return h('li.saved-game.unreadable', { dataset: { id: g.id } }, h('p.error', null, `A saved game that cannot be read: ${g.why}`), buttons);
  }
  const st = g.ledger.status();
  const rules = savedRuleset(g.save.ledger);
  const what = st.over ? 'game over' : `${handWords(st, rules)}, ${g.ledger.entries().length} entries`;
  return h(
    'li.saved-game',
    { dataset: { id: g.id } },
    h('p', null, h('strong', null, st.names.join(', ')), ` · ${what}`),
    h('p.hint', null, `${rules.name} · saved ${new Date(g.save.saved).toLocaleString()}`),
    buttons,
  );
}

function savedGames(open: OpenGame): HTMLElement {
  const box = h('section.panel.saved-games#saved-games');
  const draw = () => {
    const games = listGames();
    const items = games.map((g) => savedGameItem(g, () => g.ok && (setCurrent(g.id), open(KeeperSession.open(g))), draw));
    for (const g of games) if (g.ok) g.ledger.free();
    box.replaceChildren(h('h2', null, 'Saved games'), items.length ? h('ul.saved-list', null, items) : h('p.hint', null, 'None yet.'), importBox(open));
  };
  draw();
  return box;
}

/** What opening a game from a file did, said above its table. */
function openedNotice(fileName: string, session: KeeperSession): Notice {
  const st = session.status();
  const n = session.rows().length;
  const where = st.over ? 'the game is over' : `next: ${handWords(st, session.rules)}`;
  return { kind: 'info', text: `Opened “${fileName}”: ${n} ${n === 1 ? 'entry' : 'entries'}, ${where}. It is saved in this browser as a new game.`, actions: [] };
}

function importBox(open: OpenGame): HTMLElement {
  const error = h('p.error#keeper-import-error', { role: 'alert', hidden: true });
  const input = h('input#keeper-import', {
    type: 'file',
    accept: GAME_FILE_ACCEPT,
    onchange: async () => {
      const file = await readFile(input);
      // Cleared, so that picking the same file again (after a wrong one, or another copy) opens it.
      input.value = '';
      if (file === null) return;
      error.hidden = true;
      let session: KeeperSession;
      try {
        session = KeeperSession.import(gameFromFile(file.text, file.name));
      } catch (e) {
        error.hidden = false;
        error.textContent = `“${file.name}” cannot be opened: ${e instanceof Error ? e.message : String(e)}. Nothing saved in this browser was changed.`;
        return;
      }
      open(session, openedNotice(file.name, session));
    },
  });
  return h('div.import', null, h('label', { for: 'keeper-import' }, 'Open a game from a file (the .json file that Export JSON saves, on this or another device)'), input, error);
}

/** The start screen in `root`, under `notice` (a save that could not be read). */
export function setupScreen(root: HTMLElement, notice: HTMLElement | null, open: OpenGame): void {
  document.body.dataset.keeper = 'setup';
  root.replaceChildren(h('div.keeper-page.keeper-setup', null, notice, newGameForm(open), savedGames(open)));
}
