// One majiang-ai player (npm @kobalab/majiang-ai, the player of 電脳麻将) seated in a game that tenpai runs.
//
// tenpai is the referee: its Game deals, lists the legal actions and applies them. A MajiangSeat turns the events
// its seat may see into majiang-core's messages (kaiju, qipai, zimo, dapai, fulou, gang, gangzimo, kaigang, hule,
// pingju, jieju; their shapes are majiang-core's lib/game.js), hands them to the player, and turns the player's
// replies ({ dapai }, { hule }, { gang }, { fulou }, { daopai }) into tenpai actions. A reply that is not among
// tenpai's legal actions is refused: counted with its reason, and replaced as majiang-core's own Game replaces
// it (a claim by a pass, a turn by discarding the drawn tile).
//
// Seats: majiang-core numbers players by `id` (seat 0 of tenpai is id 0, the first dealer: qijia 0) and places
// them by `l`, the seat wind this hand (0 = the dealer), as tenpai's deltas by wind E, S, W, N do.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Majiang = require('@kobalab/majiang-core');
const MajiangAI = require('@kobalab/majiang-ai');

/** majiang-core's shanten of a hand (a pure function of the counts of each kind, the number of melds and whether
 * the hand has just called), remembered: majiang-ai asks it for the same hands over and over in its search over
 * the draws, and spends about half of its time there. Its choices stay exactly what they are. */
export const plainXiangting = Majiang.Util.xiangting;
const plainTingpai = Majiang.Util.tingpai;
const shantenMemo = new Map();
let remembered = 0;
function rememberedXiangting(shoupai) {
  const b = shoupai._bingpai;
  let m = 0;
  let p = 0;
  let s = 0;
  let z = 0;
  for (let n = 9; n >= 1; n--) {
    m = m * 5 + b.m[n];
    p = p * 5 + b.p[n];
    s = s * 5 + b.s[n];
    if (n <= 7) z = z * 5 + b.z[n];
  }
  const called = shoupai._zimo && shoupai._zimo.length > 2 ? 1 : 0;
  // Two exact numbers (each below 2^53): m and p, then s, z and the melds.
  const high = m * 2097152 + p;
  const low = (s * 131072 + z) * 16 + shoupai._fulou.length * 2 + called;
  let inner = shantenMemo.get(high);
  if (inner === undefined) {
    if (remembered >= 1 << 22) {
      shantenMemo.clear();
      remembered = 0;
    }
    inner = new Map();
    shantenMemo.set(high, inner);
  }
  let x = inner.get(low);
  if (x === undefined) {
    x = plainXiangting(shoupai);
    inner.set(low, x);
    remembered++;
  }
  return x;
}
// majiang-core's Util is one shared object (its index and every module that reads it look the function up there).
Majiang.Util.xiangting = rememberedXiangting;
Majiang.Util.tingpai = (shoupai, f = rememberedXiangting) => plainTingpai(shoupai, f);

/** majiang-core's rule options as Tenhou plays (tenpai's `tenhou` preset): single yakuman only (13-sided kokushi,
 * suuankou tanki, junsei chuuren and daisuushii count once), every other default already matches (red fives,
 * kuitan, no kuikae, hanchan with sudden-death extension, abortive draws, nagashi mangan, noten payments, double
 * ron with a triple ron aborting, tenpai renchan, tobi below zero, all-last stop, ippatsu, ura and kan dora
 * revealed after the discard, riichi with four tiles left and 1,000 points, ankan after riichi when the waits
 * stay, yakuman stacking, kazoe yakuman, pao, no kiriage mangan, 4 fu for a double-wind pair, uma 20/10). */
export const TENHOU_RULE = Majiang.rule({ 'ダブル役満あり': false });

const ROUND_WIND = { E: 0, S: 1, W: 2, N: 3 };
const DRAW_NAME = {
  exhaustive: '荒牌平局',
  kyuushu: '九種九牌',
  suufon: '四風連打',
  'suucha-riichi': '四家立直',
  suukaikan: '四開槓',
  sanchahou: '三家和',
};

/** tenpai's tile name ("5m", "0p" red, "7z") as majiang-core's pai ("m5", "p0", "z7"), and back. */
export const paiOf = (tile) => tile[1] + tile[0];
export const tileOf = (pai) => pai[1] + pai[0];

/** A meld as majiang-core writes it: the suit, the digits from the hand (fives before red fives), then the called
 * tile's digit with the direction of the seat it came from ('+' the next seat, '=' across, '-' the previous one),
 * or four digits for a closed kan; chi digits in order (majiang-core's Shoupai.valid_mianzi puts them so). */
export function meldString(tiles, called, direction) {
  const digits = (list) => list.map((t) => t[0]).sort((a, b) => (a === '0' ? 1 : b === '0' ? -1 : a < b ? 1 : -1));
  const suit = tiles[0][1];
  if (called == null) return Majiang.Shoupai.valid_mianzi(suit + digits(tiles).join(''));
  const rest = [...tiles];
  rest.splice(rest.indexOf(called), 1);
  return Majiang.Shoupai.valid_mianzi(suit + digits(rest).join('') + called[0] + direction);
}

/** A kakan as majiang-core writes it: the pon `pon` (its meld string) with the added tile's digit after it, for
 * the kan's four `tiles` (tenpai's names, in any order); null when the kan does not extend that pon. The added
 * tile is the one the kan holds beyond the pon: a red five only when the pon holds none. */
export function kakanString(pon, tiles) {
  const suit = tiles[0][1];
  const digit = tiles.find((t) => t[0] !== '0')[0];
  if (!new RegExp(`^${suit}${digit}{3}[+=-]$`).test(pon.replace(/0/g, '5'))) return null;
  const red = tiles.some((t) => t[0] === '0') && !pon.includes('0');
  return pon + (red ? '0' : digit);
}

/** The direction mark of a call by `seat` of a tile from `from`. */
export const direction = (seat, from, players = 4) => ['', '+', '=', '-'][(from - seat + players) % players];

/** A meld reduced to what both sides must agree on: suit, sorted digits (a red five as 0), direction. */
export const meldKey = (m) => m[0] + [...m.slice(1).replace(/[^\d]/g, '')].sort().join('') + (m.match(/[+=-]/) || [''])[0];

export class MajiangSeat {
  /** `seat`: the tenpai seat (majiang-core's id); `players`: 4. */
  constructor(seat, rule = TENHOU_RULE) {
    this.seat = seat;
    this.rule = rule;
    this.player = new MajiangAI();
    this.reply = undefined;
    this.replyTo = null;
    /** Refused replies: { reason, reply, legal } (legal: a summary of what tenpai offered). */
    this.refused = [];
    /** Wins tenpai offered that the player did not take (it takes every win its own rules allow: a miss means
     * the two disagree on furiten or yaku). */
    this.declined = [];
    this.decisions = 0;
    this.dealer = 0;
    this.melds = [[], [], [], []];
    this.riichi = [false, false, false, false];
    this.lastDiscard = null;
    this.send({ kaiju: { id: seat, rule, title: 'tenpai', player: ['0', '1', '2', '3'], qijia: 0 } }, 'kaiju');
  }

  l(seat) {
    return (seat - this.dealer + 4) % 4;
  }

  /** Hands one message to the player and keeps its reply (what it would do next, if asked). */
  send(msg, what) {
    this.reply = undefined;
    this.replyTo = what;
    this.message = msg;
    this.player.action(msg, (reply) => {
      this.reply = reply;
    });
  }

  /** One event as this seat sees it (its own draws and dealt hand shown, nobody else's). */
  event(e) {
    switch (e.type) {
      case 'deal': {
        this.dealer = e.dealer;
        this.melds = [[], [], [], []];
        this.riichi = [false, false, false, false];
        this.lastDiscard = null;
        const byL = (list) => [0, 1, 2, 3].map((l) => list[(this.dealer + l) % 4]);
        const shoupai = ['', '', '', ''];
        shoupai[this.l(this.seat)] = Majiang.Shoupai.fromString(e.hands[this.seat].map(paiOf).join('')).toString();
        this.send(
          {
            qipai: {
              zhuangfeng: ROUND_WIND[e.round[0]],
              jushu: e.dealer,
              changbang: e.honba,
              lizhibang: e.sticks,
              defen: byL(e.scores),
              baopai: paiOf(e.doraIndicator),
              shoupai,
            },
          },
          'qipai',
        );
        return;
      }
      case 'draw': {
        const p = e.seat === this.seat ? paiOf(e.tile) : '';
        const key = e.rinshan ? 'gangzimo' : 'zimo';
        this.send({ [key]: { l: this.l(e.seat), p } }, e.seat === this.seat ? 'turn' : null);
        return;
      }
      case 'discard': {
        if (e.riichi) this.riichi[e.seat] = true;
        this.lastDiscard = e.tile;
        const p = paiOf(e.tile) + (e.tsumogiri ? '_' : '') + (e.riichi ? '*' : '');
        this.send({ dapai: { l: this.l(e.seat), p } }, e.seat === this.seat ? null : 'claim');
        return;
      }
      case 'call': {
        if (e.call === 'ankan' || e.call === 'kakan') {
          let m;
          if (e.call === 'ankan') m = meldString(e.tiles, null);
          else {
            const i = this.melds[e.seat].findIndex((x) => kakanString(x, e.tiles));
            m = kakanString(this.melds[e.seat][i], e.tiles);
            this.melds[e.seat][i] = m;
          }
          if (e.call === 'ankan') this.melds[e.seat].push(m);
          this.send({ gang: { l: this.l(e.seat), m } }, e.seat === this.seat || e.call === 'ankan' ? null : 'claim');
          return;
        }
        const m = meldString(e.tiles, this.lastDiscard, direction(e.seat, e.from));
        this.melds[e.seat].push(m);
        this.send({ fulou: { l: this.l(e.seat), m } }, e.seat === this.seat && e.call !== 'daiminkan' ? 'turn' : null);
        return;
      }
      case 'dora':
        this.send({ kaigang: { baopai: paiOf(e.indicator) } }, null);
        return;
      case 'win': {
        const hand = [...e.hand];
        hand.splice(hand.indexOf(e.winTile), 1);
        const concealed = Majiang.Shoupai.fromString(hand.map(paiOf).join('')).toString();
        const shoupai = [concealed + paiOf(e.winTile) + (this.riichi[e.seat] ? '*' : ''), ...this.melds[e.seat]].join(',');
        const r = e.result;
        const fenpei = [r.deltas.E, r.deltas.S, r.deltas.W, r.deltas.N ?? 0];
        const hule = {
          l: this.l(e.seat),
          shoupai,
          baojia: e.from == null ? null : this.l(e.from),
          fubaopai: this.riichi[e.seat] ? e.uraIndicators.map(paiOf) : null,
          defen: r.total,
          hupai: r.yaku.map((y) => ({ name: y.name, fanshu: y.han })),
          fenpei,
        };
        if (r.yakuman) hule.damanguan = r.yakuman;
        else Object.assign(hule, { fu: r.fu, fanshu: r.han });
        this.send({ hule }, null);
        return;
      }
      case 'ryuukyoku': {
        const name = e.nagashi.length ? '流し満貫' : DRAW_NAME[e.reason];
        const shoupai = [0, 1, 2, 3].map((l) => {
          const s = (this.dealer + l) % 4;
          const h = e.hands[s];
          if (!h) return '';
          return [Majiang.Shoupai.fromString(h.map(paiOf).join('')).toString(), ...this.melds[s]].join(',');
        });
        const fenpei = [0, 1, 2, 3].map((l) => e.deltas[(this.dealer + l) % 4]);
        this.send({ pingju: { name, shoupai, fenpei } }, null);
        return;
      }
      case 'game-end':
        this.send({ jieju: { defen: e.scores, rank: e.ranks, point: e.points.map(String) } }, null);
        return;
      default:
      // riichi-accepted (majiang-core takes the stick at the next draw or call), round-end, dealer-choice.
    }
  }

  /** The tenpai action for this seat's reply, among `legal` (the seat's legal actions); a refusal is counted. */
  action(legal) {
    this.decisions++;
    const reply = this.reply || {};
    const claim = legal.some((a) => a.type === 'pass');
    const find = (pred) => legal.find(pred);
    let action;
    let reason = null;
    if (reply.hule) {
      action = find((a) => a.type === (claim ? 'ron' : 'tsumo'));
      if (!action) reason = claim ? 'ron not legal' : 'tsumo not legal';
    } else if (reply.daopai) {
      action = find((a) => a.type === 'kyuushu');
      if (!action) reason = 'kyuushu not legal';
    } else if (reply.gang) {
      const m = reply.gang;
      const kind = m[0] + m[1].replace('0', '5');
      const closed = /^[mpsz]\d{4}$/.test(m);
      action = find((a) => a.type === (closed ? 'ankan' : 'kakan') && paiOf(a.tile).replace('0', '5') === kind);
      if (!action) reason = `${closed ? 'ankan' : 'kakan'} ${m} not legal`;
    } else if (reply.fulou) {
      const m = reply.fulou;
      const own = [...m.replace(/\d[+=-]/, '').slice(1)].map((d) => d + m[0]).sort();
      const type = /^[mps]\d*-\d*$/.test(m) && !/(\d)\1\1/.test(m.replace(/0/g, '5')) ? 'chi' : own.length === 3 ? 'daiminkan' : 'pon';
      action = find((a) => a.type === type && (type === 'daiminkan' || [...a.tiles].sort().join() === own.join()));
      if (!action) reason = `${type} ${m} not legal`;
    } else if (reply.dapai) {
      const p = reply.dapai;
      const tile = tileOf(p.slice(0, 2));
      const tsumogiri = p.includes('_');
      const riichi = p.endsWith('*');
      const discards = legal.filter((a) => a.type === 'discard' && a.tile === tile && a.riichi === riichi);
      action = discards.find((a) => (a.tsumogiri ?? false) === tsumogiri) || discards[0];
      if (!action) reason = `discard ${p} not legal`;
    } else if (claim) {
      action = find((a) => a.type === 'pass');
    } else {
      reason = 'no reply on its turn';
    }
    if (reason) {
      const offered = legal.map((a) => a.type + (a.tile ? ' ' + a.tile : '')).join(', ');
      this.refused.push({ reason, reply, legal: offered, message: this.message, hand: this.player.shoupai.toString() });
      action = claim
        ? find((a) => a.type === 'pass')
        : find((a) => a.type === 'discard' && a.tsumogiri && !a.riichi) || find((a) => a.type === 'discard' && !a.riichi);
    }
    const win = find((a) => a.type === 'ron' || a.type === 'tsumo');
    if (win && action !== win) this.declined.push({ win: win.type, reply });
    this.reply = undefined;
    return action;
  }

  /** A reply that asks for something tenpai did not offer this seat (a claim on a discard it may not claim):
   * counted as refused, then dropped. Called when the game has moved past the message it answered. */
  dropUnasked() {
    const r = this.reply;
    if (this.replyTo === 'claim' && r && (r.hule || r.fulou)) {
      const reason = `${r.hule ? 'ron' : 'call ' + r.fulou} not offered`;
      this.refused.push({ reason, reply: r, legal: '', message: this.message, hand: this.player.shoupai.toString() });
    }
    this.reply = undefined;
  }

  /** The differences between majiang-ai's own picture of the table and tenpai's view of this seat (empty when
   * they agree): the concealed tiles (red fives apart), the drawn tile, the melds, riichi, the live wall, every
   * score, honba, riichi sticks, the dora indicators, the copies of each kind it has not seen (what its search
   * over the draws counts), the rivers and the other seats' riichi. */
  compare(view) {
    const out = [];
    const model = this.player.model;
    const me = view.seats[this.seat];
    const shoupai = this.player.shoupai;
    const counts = Majiang.Shoupai.fromString(me.hand.map(paiOf).join(''))._bingpai;
    for (const s of ['m', 'p', 's', 'z']) {
      if (shoupai._bingpai[s].join() !== counts[s].join()) {
        out.push(`hand ${s}: ${shoupai._bingpai[s].join('')} vs ${counts[s].join('')}`);
      }
    }
    const zimo = shoupai._zimo && shoupai._zimo.length === 2 ? tileOf(shoupai._zimo) : null;
    if ((zimo ?? null) !== (me.drawn ?? null)) out.push(`drawn: ${zimo} vs ${me.drawn}`);
    const theirs = shoupai._fulou.map(meldKey);
    const ours = me.melds.map((m) =>
      meldKey(meldString(m.tiles, m.kind === 'ankan' ? null : m.called, m.kind === 'ankan' ? '' : direction(this.seat, m.from))),
    );
    if (theirs.join() !== ours.join()) out.push(`melds: ${theirs} vs ${ours}`);
    if (shoupai.lizhi !== me.riichi) out.push(`riichi: ${shoupai.lizhi} vs ${me.riichi}`);
    if (model.shan.paishu !== view.wallRemaining) out.push(`wall: ${model.shan.paishu} vs ${view.wallRemaining}`);
    const scores = view.seats.map((s) => s.score);
    if (model.defen.join() !== scores.join()) out.push(`scores: ${model.defen} vs ${scores}`);
    if (model.changbang !== view.honba) out.push(`honba: ${model.changbang} vs ${view.honba}`);
    if (model.lizhibang !== view.sticks) out.push(`sticks: ${model.lizhibang} vs ${view.sticks}`);
    const dora = view.doraIndicators.map(paiOf);
    if (model.shan.baopai.join() !== dora.join()) out.push(`dora: ${model.shan.baopai} vs ${dora}`);
    // majiang-ai's count of the copies it has not seen, by kind (red fives apart), against the tiles the seat's
    // view shows: its hand, every uncalled discard, every meld, the dora indicators.
    const unseen = { m: [1, 4, 4, 4, 4, 4, 4, 4, 4, 4], p: [1, 4, 4, 4, 4, 4, 4, 4, 4, 4], s: [1, 4, 4, 4, 4, 4, 4, 4, 4, 4], z: [0, 4, 4, 4, 4, 4, 4, 4] };
    const seen = (tile) => {
      const [d, suit] = [tile[0], tile[1]];
      unseen[suit][d === '0' ? 5 : +d]--;
      if (d === '0') unseen[suit][0]--;
    };
    me.hand.forEach(seen);
    view.doraIndicators.forEach(seen);
    for (const seat of view.seats) {
      seat.discards.filter((d) => d.calledBy == null).forEach((d) => seen(d.tile));
      seat.melds.forEach((m) => m.tiles.forEach(seen));
    }
    const counted = this.player._suanpai._paishu;
    for (const suit of ['m', 'p', 's', 'z']) {
      if (counted[suit].join() !== unseen[suit].join()) out.push(`unseen ${suit}: ${counted[suit].join('')} vs ${unseen[suit].join('')}`);
    }
    // Its rivers and riichi flags.
    for (let l = 0; l < 4; l++) {
      const s = (this.dealer + l) % 4;
      const river = model.he[l]._pai.map((p) => tileOf(p.slice(0, 2))).join();
      const theirs = view.seats[s].discards.map((d) => d.tile).join();
      if (river !== theirs) out.push(`river of seat ${s}: ${river} vs ${theirs}`);
      if (!!this.player._suanpai._lizhi[l] !== view.seats[s].riichi && s !== this.seat) {
        out.push(`riichi of seat ${s}: ${this.player._suanpai._lizhi[l]} vs ${view.seats[s].riichi}`);
      }
    }
    return out;
  }
}
