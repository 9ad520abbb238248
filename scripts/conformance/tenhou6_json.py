#!/usr/bin/env python3
"""Converts the wins in tenhou.net/6 JSON game logs (Tenhou's own results) into score requests. Used for
mjai-reviewer's edge-case logs (suukantsu, chankan after kakan, rinshan, double ron).

Usage: tenhou6_json.py OUT_JSONL LOG_JSON...

A tenhou.net/6 round is `[[kyoku, honba, sticks], scores, dora indicators, ura indicators, then per seat:
haipai, takes, discards, ..., result]`. Tiles are 11-19 m, 21-29 p, 31-39 s, 41-47 z, 51/52/53 red fives.
Takes are drawn tiles or call strings (`c` chi, `p` pon, `m` daiminkan: the letter's position says where the
called tile, written right after it, came from: 0 left, 2 across, 4 or 6 right). Discards are tiles, 60 for
tsumogiri, `r<tile>` for a riichi declaration, `k…` kakan and `a…` ankan strings, and 0 after a daiminkan
(the rinshan draw comes next). The winner's hand is rebuilt by replaying their own takes and discards.

The result `["和了", deltas, [who, from, pao, "text", "yaku(n飜)"...], ...]` gives each win's own payment
(double ron: two blocks; only the first collects honba and sticks).
"""

import collections
import json
import os
import re
import sys

import common
from common import ConversionError, format_tiles, wind

TENHOU6_YAKU = {
    "門前清自摸和": "menzen-tsumo", "立直": "riichi", "一発": "ippatsu", "槍槓": "chankan", "嶺上開花": "rinshan",
    "海底摸月": "haitei", "河底撈魚": "houtei", "平和": "pinfu", "断幺九": "tanyao", "一盃口": "iipeikou",
    "自風 東": "seat-wind", "自風 南": "seat-wind", "自風 西": "seat-wind", "自風 北": "seat-wind",
    "場風 東": "round-wind", "場風 南": "round-wind", "場風 西": "round-wind", "場風 北": "round-wind",
    "役牌 白": "yakuhai-haku", "役牌 發": "yakuhai-hatsu", "役牌 中": "yakuhai-chun", "両立直": "double-riichi",
    "七対子": "chiitoitsu", "混全帯幺九": "chanta", "一気通貫": "ittsu", "三色同順": "sanshoku",
    "三色同刻": "sanshoku-doukou", "三槓子": "sankantsu", "対々和": "toitoi", "三暗刻": "sanankou",
    "小三元": "shousangen", "混老頭": "honroutou", "二盃口": "ryanpeikou", "純全帯幺九": "junchan",
    "混一色": "honitsu", "清一色": "chinitsu", "天和": "tenhou", "地和": "chiihou", "大三元": "daisangen",
    "四暗刻": "suuankou", "四暗刻単騎": "suuankou-tanki", "字一色": "tsuuiisou", "緑一色": "ryuuiisou",
    "清老頭": "chinroutou", "九蓮宝燈": "chuuren", "純正九蓮宝燈": "junsei-chuuren", "国士無双": "kokushi",
    "国士無双１３面": "kokushi-13", "大四喜": "daisuushii", "小四喜": "shousuushii", "四槓子": "suukantsu",
}
DORA_NAMES = {"ドラ": "dora", "赤ドラ": "red", "裏ドラ": "ura"}
FLAGS = {"riichi": "riichi", "double-riichi": "doubleRiichi", "ippatsu": "ippatsu", "chankan": "chankan",
         "rinshan": "rinshan", "haitei": "haitei", "houtei": "houtei", "tenhou": "tenhou", "chiihou": "chiihou"}
LIMIT_WORDS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman", "役満": "yakuman",
               "数え役満": "yakuman"}
FROM_POSITION = {0: "left", 2: "across", 4: "right", 6: "right"}


def tile(code):
    """A tenhou.net/6 tile code as (kind, red)."""
    if code in (51, 52, 53):
        return ((code - 51) * 9 + 4, True)
    suit, number = divmod(code, 10)
    if not (1 <= suit <= 4 and 1 <= number <= (7 if suit == 4 else 9)):
        raise ConversionError(f"bad tile code {code}")
    return ((suit - 1) * 9 + number - 1, False)


def call_tiles(text):
    """The tile codes of a call string and the position of its letter."""
    letter = re.search(r"[a-z]", text)
    return [int(x) for x in re.findall(r"\d\d", text)], letter.start(), letter.group()


def take_out(hand, codes):
    for code in codes:
        if code not in hand:
            raise ConversionError(f"tile {code} is not in the hand {sorted(hand)}")
        hand.remove(code)


def replay(haipai, takes, discards):
    """Rebuilds a seat's concealed tiles and melds after its last action. Returns (hand codes, melds, last
    take) where melds are (type, codes, from)."""
    hand, melds, last = list(haipai), [], None
    for i, take in enumerate(takes):
        if isinstance(take, int):
            hand.append(take)
            last = take
        else:
            codes, pos, letter = call_tiles(take)
            called = codes[pos // 2]
            kind = {"c": "chi", "p": "pon", "m": "daiminkan"}[letter]
            mine = list(codes)
            mine.remove(called)
            take_out(hand, mine)
            melds.append((kind, codes, FROM_POSITION[pos]))
            last = None
        if i >= len(discards):
            break
        discard = discards[i]
        if isinstance(discard, str) and ("k" in discard or "a" in discard):
            codes, pos, letter = call_tiles(discard)
            if letter == "a":
                take_out(hand, codes)
                melds.append(("ankan", codes, None))
            else:
                added = codes[pos // 2]
                take_out(hand, [added])
                pon = next(m for m in melds if m[0] == "pon" and tile(m[1][0])[0] == tile(added)[0])
                melds[melds.index(pon)] = ("kakan", pon[1] + [added], pon[2])
        elif discard == 0:
            continue  # after a daiminkan: the next take is the replacement draw
        else:
            code = int(discard[1:]) if isinstance(discard, str) else discard
            if isinstance(discard, str) and not discard.startswith("r"):
                raise ConversionError(f"unknown discard {discard}")
            take_out(hand, [last if code == 60 else code])
    return hand, melds, last


def last_discard(takes, discards):
    """The tile a seat put out last: its discard, or the tile its kakan added (for chankan)."""
    discard = discards[-1]
    if isinstance(discard, str) and "k" in discard:
        codes, pos, _ = call_tiles(discard)
        return codes[pos // 2]
    if isinstance(discard, str):
        discard = int(discard[1:])
    return takes[len(discards) - 1] if discard == 60 else discard


def hand_value(text, dealer, tsumo):
    """Points of the win without honba and sticks, from Tenhou's text (`30符2飜2000点`, `1000-2000点`,
    `3900点∀`), with the fu, han and limit it names."""
    m = re.fullmatch(r"(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|数え役満|役満))(\d+)(?:-(\d+))?点(∀?)", text)
    if not m:
        raise ConversionError(f"unreadable points text {text}")
    fu, han, limit_word, a, b, every = m.groups()
    a = int(a)
    if not tsumo:
        value = a
    elif every:
        value = 3 * a
    else:
        value = 2 * a + int(b)
    limit = LIMIT_WORDS[limit_word] if limit_word else ""
    return value, (int(fu) if fu else None), (int(han) if han else None), limit


def convert_win(source, block, round_data, honba, sticks, ids):
    """One win block of a round as {id, request, expected}; `honba` and `sticks` are what this winner collects."""
    (kyoku, _, _), dora, ura = round_data[0], round_data[2], round_data[3]
    who, from_who = block[1][:2]
    texts = block[1][3:]
    deltas_by_seat = block[0]
    dealer = kyoku % 4

    def seat(s):
        return wind((s - dealer) % 4)

    tsumo = who == from_who
    haipai, takes, discards = round_data[4 + 3 * who: 7 + 3 * who]
    hand, melds, last = replay(haipai, takes, discards)
    if tsumo:
        if len(takes) != len(discards) + 1 or last is None:
            raise ConversionError("tsumo winner without a final draw")
        win = last
        hand.remove(win)
    else:
        _, d_takes, d_discards = round_data[4 + 3 * from_who: 7 + 3 * from_who]
        win = last_discard(d_takes, d_discards)
    value, fu, han_text, limit = hand_value(texts[0], who == dealer, tsumo)
    yaku, counts = [], {"dora": 0, "red": 0, "ura": 0}
    for t in texts[1:]:
        m = re.fullmatch(r"(.+)\((\d+)飜\)|(.+)\(役満\)", t)
        if not m:
            raise ConversionError(f"unreadable yaku {t}")
        name = m.group(1) or m.group(3)
        if name in DORA_NAMES:
            counts[DORA_NAMES[name]] += int(m.group(2))
        elif m.group(3):
            yaku.append({"id": TENHOU6_YAKU[name], "han": 0, "yakuman": 1})
        else:
            yaku.append({"id": TENHOU6_YAKU[name], "han": int(m.group(2)), "yakuman": 0})
    yaku_ids = {y["id"] for y in yaku}
    request = {"ruleset": "tenhou", "hand": format_tiles([tile(c) for c in hand])}
    if melds:
        request["melds"] = [dict({"type": k, "tiles": format_tiles([tile(c) for c in codes])},
                                 **({"from": f} if f else {})) for k, codes, f in melds]
    request["winTile"] = format_tiles([tile(win)])
    request["tsumo"] = tsumo
    request["seatWind"] = seat(who)
    request["roundWind"] = wind(kyoku // 4)
    if not tsumo:
        request["discarder"] = seat(from_who)
    if block[1][2] != who:
        # The third entry names the liable (pao) seat; it is the winner when nobody is liable.
        request["pao"] = seat(block[1][2])
    request["dora"] = format_tiles([tile(c) for c in dora])
    riichi = bool(yaku_ids & {"riichi", "double-riichi"}) or any(
        isinstance(d, str) and d.startswith("r") for d in discards)
    if riichi and ura:
        request["ura"] = format_tiles([tile(c) for c in ura])
    if riichi:
        request["riichi"] = True
    for y in yaku_ids:
        if y in FLAGS:
            request[FLAGS[y]] = True
    request["honba"] = honba
    request["riichiSticks"] = sticks
    deltas = {wind(w): deltas_by_seat[(dealer + w) % 4] for w in range(4)}
    expected = {"yaku": yaku}
    if limit == "yakuman" and any(y["yakuman"] for y in yaku):
        expected.update(han=0, fu=0, yakuman=sum(y["yakuman"] for y in yaku))
    else:
        han = sum(y["han"] for y in yaku) + sum(counts.values())
        if han_text is not None and han_text != han:
            raise ConversionError(f"yaku add up to {han} han, the text says {han_text}")
        expected.update(han=han, yakuman=1 if limit == "yakuman" else 0, **counts)
        if fu is not None:
            expected["fu"] = fu
    expected["limit"] = limit
    expected["total"] = deltas[request["seatWind"]] - 1000 * sticks
    expected["deltas"] = deltas
    common.check_request(request, expected)
    if expected["total"] != value + 300 * honba:
        raise ConversionError(f"total {expected['total']} is not {value} + honba {honba}")
    if fu is not None or limit:
        basic = common.basic_points(expected["han"], fu or 0, limit) * max(1, expected.get("yakuman", 0))
        if common.hand_value(basic, who == dealer, tsumo) != value:
            raise ConversionError(f"{texts[0]} is not the value of its han/fu/limit")
    ident = f"tenhou6:{source}:{'ESWN'[kyoku // 4]}{kyoku % 4 + 1}-{round_data[0][1]}:seat{who}"
    if ident in ids:
        raise ConversionError(f"duplicate id {ident}")
    ids.add(ident)
    return {"id": ident, "request": request, "expected": expected}


def load_game(path):
    """One tenhou.net/6 game: a single JSON object, or JSON lines with one round each (mjx's mjscore files)."""
    lines = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    game = dict(lines[0])
    game["log"] = [r for part in lines for r in part["log"]]
    return game


def rule_skip(game, result):
    """A named reason to leave a round out, or None."""
    disp = game.get("rule", {}).get("disp")
    if disp is None:
        return "tenhou6: no lobby rule (hand-made excerpt)"
    if not re.fullmatch(r"[般上特鳳][南東]喰赤?速?", disp):
        return "tenhou6: not a Tenhou 4-player lobby (rule.disp)"
    if result[0] != "和了":
        return "tenhou6: round without a win"
    return None


def main(dst, *sources):
    skipped, written = collections.Counter(), 0
    ids = set()
    with open(dst, "w", encoding="utf-8") as f:
        for path in sources:
            game = load_game(path)
            name = os.path.basename(path)
            for round_data in game["log"]:
                result = round_data[-1]
                reason = rule_skip(game, result)
                if reason:
                    skipped[reason] += 1
                    continue
                _, honba, table_sticks = round_data[0]
                blocks = [result[i:i + 2] for i in range(1, len(result), 2)]
                for b, block in enumerate(blocks):
                    winner = block[1][0]
                    # Sticks: what the first winner got beyond the hand value and honba (checked against the
                    # table's sticks plus this round's riichi declarations).
                    value = hand_value(block[1][3], winner == round_data[0][0] % 4, block[1][0] == block[1][1])[0]
                    paid_honba = honba if b == 0 else 0
                    extra = block[0][winner] - value - 300 * paid_honba
                    if extra % 1000 or extra < 0:
                        raise ConversionError(f"{name}: winner got {extra} beyond value and honba")
                    declared = sum(1 for s in range(4) for d in round_data[6 + 3 * s]
                                   if isinstance(d, str) and d.startswith("r"))
                    if extra // 1000 > table_sticks + declared or (b > 0 and extra):
                        raise ConversionError(f"{name}: {extra // 1000} sticks cannot be on the table")
                    f.write(common.dump(convert_win(name, block, round_data, paid_honba, extra // 1000, ids))
                            + "\n")
                    written += 1
    print(f"read {len(sources)} logs; wrote {written} wins to {dst}")
    for rule, n in sorted(skipped.items()):
        print(f"skipped {n}: {rule}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
