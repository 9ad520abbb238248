// A TypeScript user of the npm package: every export, fully typed. `tsc --strict` checks it against the built
// package's .d.ts (generated from the Rust types), then Node runs the emitted JS, so the typed inputs below are
// also accepted by the engine at run time. tests/types/check.mjs drives both (scripts/test.sh runs it).
// No Node APIs here (no @types/node needed): check.mjs passes the .wasm bytes to webBuild().
import {
  Game,
  Ledger,
  type LedgerChoices,
  type LedgerDraw,
  type LedgerEntry,
  type LedgerOptions,
  type LedgerRow,
  type LedgerStatus,
  type LedgerWin,
  type Analysis,
  type DiscardOption,
  type Review,
  type TileDanger,
  type AutoplayOptions,
  type BotLevel,
  type BotOptions,
  type PlayerKind,
  type PlayersOption,
  type SeatPlayer,
  rulesets,
  ruleset,
  shanten,
  waits,
  score,
  type GameAction,
  type GameEvent,
  type GameOptions,
  type GameResult,
  type GameStatus,
  type HandOptions,
  type Ruleset,
  type RulesetId,
  type RulesetInfo,
  type ScoreRequest,
  type Liability,
  type ScoreResult,
  type SeatView,
  type ShantenSummary,
  type TableView,
  type Waits,
  type WallSetup,
} from 'tenpai';
import init, { initSync, shanten as webShanten } from 'tenpai/web';

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`consumer check failed: ${what}`);
}

// rulesets() and ruleset(id)
const infos: RulesetInfo[] = rulesets();
const ids: RulesetId[] = ['tenhou', 'mcgill', 'speed-tonpuu', 'toutenkou', 'tenhou-sanma'];
check(infos.every((i) => (ids as string[]).includes(i.id)), 'every listed ruleset has a RulesetId');
const tenhou: Ruleset = ruleset('tenhou');
const players: number = tenhou.game.players;
const uma: number[] = tenhou.score.uma;
check(players === 4 && uma.length === 4, 'tenhou is a 4-player ruleset with four uma entries');

// shanten and waits, with and without options
const options: HandOptions = { ruleset: 'tenhou' };
const s: ShantenSummary = shanten('123m456p789s1122z', options);
// 123m 456p 789s + two pairs: tenpai (0); chiitoitsu 6 - 2 pairs = 4; kokushi 13 - 4 kinds - 1 pair = 8.
check(s.shanten === 0 && s.chiitoitsu === 4 && s.kokushi === 8, 'shanten of 123m456p789s1122z');
const w: Waits = waits('123m456p789s1122z');
check(w.tiles.join() === '1z,2z' && w.ukeire === 4, 'waits: 1z and 2z, two live copies each');

// score: a full request with a meld, a custom ruleset object, and the result's fields
const request: ScoreRequest = {
  ruleset: 'tenhou',
  hand: '234567m234p678s5s',
  melds: [],
  winTile: '5s',
  tsumo: false,
  seatWind: 'S',
  roundWind: 'E',
  discarder: 'W',
  dora: '1z',
  riichi: true,
  honba: 0,
  riichiSticks: 0,
};
const result: ScoreResult = score(request);
// riichi 1 + tanyao 1 = 2 han; tanki on 5s ron, closed: 20 + 10 (menzen ron) + 2 (tanki) = 32 -> 40 fu.
// Non-dealer 2 han 40 fu ron: 40 * 2^(2+2) = 640 basic, x4 = 2560 -> 2600.
check(result.han === 2 && result.fu === 40 && result.total === 2600, `score: ${JSON.stringify(result)}`);
check(result.deltas.S === 2600 && result.deltas.W === -2600 && result.deltas.N === 0, 'score deltas');
const yakuIds: string[] = result.yaku.map((y) => y.id);
check(yakuIds.includes('riichi') && yakuIds.includes('tanyao'), 'riichi and tanyao');
const withMeld: ScoreRequest = {
  ruleset: tenhou,
  hand: '234m567p678s2s',
  melds: [{ type: 'pon', tiles: '555z', from: 'left' }],
  winTile: '2s',
  tsumo: true,
};
check(score(withMeld).yaku.some((y) => y.id === 'yakuhai-haku'), 'haku pon counts');
// pao with two liable players (docs/RULESET.md Q-M7): W fed the third dragon, N the fourth honour set; S tsumos a 2z pair
// for daisangen + tsuuiisou (64,000), split equally between W and N.
const liable: Liability[] = [{ seat: 'W', yaku: 'daisangen' }, { seat: 'N', yaku: 'tsuuiisou' }];
const twoLiable: ScoreRequest = {
  ruleset: 'mcgill',
  hand: '2z',
  melds: ['555z', '666z', '777z', '111z'].map((tiles) => ({ type: 'pon' as const, tiles, from: 'left' as const })),
  winTile: '2z',
  tsumo: true,
  seatWind: 'S',
  liable,
};
const split = score(twoLiable).deltas;
check(split.S === 64000 && split.W === -32000 && split.N === -32000 && split.E === 0, 'two liable players split');

// A position set up from JavaScript: the first hand's wall, typed
const wall: WallSetup = { hands: ['123m456p789s1122z', '', '', ''], draws: '3z', dora: '9p', ura: '1m' };
const planned = new Game({ ruleset: 'tenhou', seed: 'consumer', wall });
const plannedSeat: SeatView = planned.spectate().seats[0];
check(plannedSeat.drawn === '3z' && (plannedSeat.hand ?? []).filter((t) => t === '1z').length === 2, 'the planned wall deals');
planned.free();

// Game: every method, with typed actions, events, views and status
const gameOptions: GameOptions = { ruleset: 'tenhou', seed: 'consumer', startScores: [25000, 25000, 25000, 25000] };
const game = new Game(gameOptions);
let steps = 0;
let lastEvents: GameEvent[] = [];
for (let status: GameStatus = game.status(); !status.over && steps < 5000; status = game.status(), steps++) {
  const seat: number = status.toAct[0];
  const legal: GameAction[] = game.legalActions(seat);
  const action: GameAction | null = game.botAction(seat);
  check(action !== null && legal.length > 0, 'a seat asked to act has actions');
  lastEvents = steps % 2 === 0 ? game.apply(seat, action!) : game.apply(seat, action!, seat);
  if (steps === 20) {
    const view: TableView = game.view(seat);
    const me: SeatView = view.seats[seat];
    check(me.hand !== null && view.uraIndicators === null, 'a seat sees its hand and no ura indicators');
    const all: TableView = game.spectate();
    check(all.seats.every((x) => x.hand !== null), 'a spectator sees every hand');
    const copy: Game = Game.fromJSON(game.toJSON());
    check(copy.toJSON() === game.toJSON(), 'a saved game loads to itself');
    copy.free();
    const next: number = game.status().toAct[0];
    const analysed: Analysis = game.analysis(next);
    const options: DiscardOption[] = analysed.discards.concat(analysed.calls.flatMap((c) => c.discards));
    const danger: TileDanger[] = options.flatMap((d) => d.danger);
    check(analysed.moment !== 'none' && danger.length === options.length * analysed.threats.length, 'a moment is analysed');
  }
}
const reviewed: Review = game.review(0);
check(reviewed.decisions.length === reviewed.game.decisions && reviewed.hands.length > 0, 'a review of seat 0');
const end = lastEvents.find((e): e is Extract<GameEvent, { type: 'game-end' }> => e.type === 'game-end');
const final: GameResult | undefined = game.status().result;
check(end !== undefined && final !== undefined, 'the game ends');
check(final!.scores.reduce((a, b) => a + b, 0) === 100000, 'points are conserved');
const tenhou6: string = game.toTenhou6();
const mjai: string = game.toMjai();
check(JSON.parse(tenhou6) !== null && mjai.split('\n').length > 10, 'exports');
game.free();

// autoplay: bots until seat 0 must act (events as seat 0 sees them), then a whole game of random play at once
const autoOptions: AutoplayOptions = { players: 'bot', until: 0, stopAtHandEnd: false };
const auto = new Game({ ruleset: 'tenhou', seed: 'consumer-autoplay' });
const seen: GameEvent[] = auto.autoplay(autoOptions);
check(auto.status().over || auto.status().toAct.join() === '0', 'autoplay stops at the human seat');
check(seen.every((e) => e.type !== 'draw' || e.seat === 0 || e.tile === null), "other seats' draws are hidden");
const randomPlayers: PlayerKind = 'random';
check(auto.autoplay({ players: randomPlayers, seed: 1, events: false }).length === 0 && auto.status().over, 'random play ends');
auto.free();

// Ledger: a game at a real table, entered hand by hand, every method with typed entries, rows and status.
const ledgerOptions: LedgerOptions = { ruleset: 'mcgill', names: ['Ann', 'Bo', 'Cy', 'Di'] };
const table = new Ledger(ledgerOptions);
const ron: LedgerWin = { seat: 1, from: 2, han: 3, fu: 40 };
const draw: LedgerDraw = { tenpai: [0], nagashi: [] };
const ledgerEntries: LedgerEntry[] = [
  { riichi: [1], wins: [ron] },
  { draw },
  { abort: 'kyuushu' },
  { chombo: 3 },
  { wins: [{ seat: 0, from: 0, yakuman: 1, liable: 2 }] },
];
for (const entry of ledgerEntries) {
  const row: LedgerRow = table.record(entry);
  check(row.scores.length === 4 && row.deltas.reduce((a, b) => a + b, 0) <= 0, 'a row per entry');
}
const ledgerStatus: LedgerStatus = table.status();
const ledgerChoices: LedgerChoices = ledgerStatus.choices;
check(ledgerChoices.mostRons === 1 && ledgerChoices.aborts.includes('kyuushu'), "McGill's choices");
check(table.entries().length === 5 && table.undo(), 'entries and undo');
const reloaded: Ledger = Ledger.fromJSON(table.toJSON());
check(reloaded.toJSON() === table.toJSON() && reloaded.status().names[0] === 'Ann', 'a saved ledger loads to itself');
reloaded.free();
table.free();

// Bot levels: autoplay with one player per seat (seat 0 not automated), then seat 0's strong bot choice.
const level: BotLevel = 'strong';
const botOptions: BotOptions = { level };
const seatPlayers: SeatPlayer[] = ['easy', 'strong', 'random'];
const perSeat: PlayersOption = [null, ...seatPlayers];
const leveled = new Game({ ruleset: 'tenhou', seed: 'consumer-levels' });
leveled.autoplay({ players: perSeat, seed: 2 });
check(leveled.status().toAct.join() === '0', 'per-seat autoplay stops at the seat that is not automated');
check(leveled.botAction(0, botOptions) !== null && leveled.botAction(0) !== null, 'a bot action at a level');
leveled.free();

// Errors carry a code.
try {
  shanten('123x');
  check(false, 'bad notation throws');
} catch (e) {
  check(e instanceof Error && (e as Error & { code: string }).code === 'bad-notation', 'error code');
}

console.log(`consumer: every export used, ${steps} game steps, all checks passed`);

/** tenpai/web: initSync and the async init, from the .wasm bytes, then one call through that build. */
export async function webBuild(wasm: BufferSource): Promise<void> {
  initSync(wasm);
  await init(wasm);
  // 1m9m 1p9p 1s9s 1z-7z: thirteen different terminals and honours, kokushi tenpai (13 - 13 kinds - 0 pairs - 1 + 1).
  check(webShanten('19m19p19s1234567z').kokushi === 0, 'the web build answers after init');
}
