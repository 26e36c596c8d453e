"""Issue 31.4 and 25.8/25.11: every word of a player's setup is one the ruleset knows, or the
scenario is refused with its file, line, the word and a did-you-mean; nothing a master wrote
is kept unread (an unknown item, trait, move, card or heir once passed in silence)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model.errors import InputError, ScenarioError
from engine.ruleset.load import builtin_ruleset
from engine.scenario.load import load_scenario_text
from engine.scenario.player_setup import setup_from_text

ROOT = Path(__file__).resolve().parents[3]
LIFE = (ROOT / "resources" / "demo" / "mafialife_demo.yaml").read_text(encoding="utf-8")
SEAT = "  - {name: Борис, public: player, secret: mafioso, items: {armor: 1}}"


def _life(seat: str) -> ScenarioError:
    assert SEAT in LIFE
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(LIFE.replace(SEAT, seat, 1), "life.yaml")
    assert err.value.line == LIFE.splitlines().index(SEAT) + 1  # the seat's own line
    return err.value


@pytest.mark.parametrize(
    ("setup", "says"),
    [
        ("items: {bazooka: 1}", "items: unknown item 'bazooka'; known: anti_bribe, anti_commissar"),
        ("items: {armour: 1}", "unknown item 'armour' (did you mean 'armor'?)"),
        ("traits: [flying]", "traits: unknown trait 'flying'; known: anti_hanging"),
        ("traits: [peirce]", "unknown trait 'peirce' (did you mean 'pierce'?)"),
        ("charges: {teleport: 2}", "charges: unknown move 'teleport'"),
    ],
)
def test_an_unknown_setup_word_is_refused(setup: str, says: str) -> None:
    """MafiaLife (seed 004): the shop's items and the traits are the ruleset's; «Подкуп
    палача», «Антиподкуп»... each has its id, and a word that is none of them is a typo."""
    error = _life(f"  - {{name: Борис, public: player, secret: mafioso, {setup}}}")
    assert "life.yaml" in str(error) and "player Борис" in str(error) and says in str(error)


def test_known_words_still_read() -> None:
    scenario = load_scenario_text(LIFE, "life.yaml")
    counters = {p.name: dict(p.counters) for p in scenario.players}
    assert counters["Борис"] == {"item.armor": 1}


def test_the_new_game_table_checks_the_same_words() -> None:
    rs = builtin_ruleset("mafialife")
    assert setup_from_text("items: {armor: 1}", "Борис", rs) == {"item.armor": 1}
    with pytest.raises(InputError, match="unknown item 'bazooka'"):
        setup_from_text("items: {bazooka: 1}", "Борис", rs)
    with pytest.raises(InputError, match="am15 has no items"):
        setup_from_text("items: {armor: 1}", "Борис", builtin_ruleset("am15"))


ARENA = """ruleset: mafic_arena_12
seed: 7
players:
  - {{name: Аня, public: Кузнец, secret: civilian, hand: [pistol, witness], {extra}}}
  - {{name: Кил, public: Шут, secret: killer, hand: [pistol, witness]}}
phases: []
"""


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        ("deck: [pistoll]", "deck: unknown card 'pistoll' (did you mean 'pistol'?)"),
        ("sleeve: [bazooka]", "sleeve: unknown card 'bazooka'"),
        ("side: [{card: rifel, mafia: true}]", "side: unknown card 'rifel' (did you mean"),
    ],
)
def test_an_unknown_card_is_refused(extra: str, says: str) -> None:
    """Mafic Arena XII (seed 002): an unknown card was kept in the Hand, counted as HP and
    named in private messages."""
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(ARENA.format(extra=extra), "arena.yaml")
    assert err.value.line == 4 and says in str(err.value) and "player Аня" in str(err.value)


def test_a_scenario_card_is_a_card() -> None:
    text = ARENA.format(extra="sleeve: [nuke]").replace(
        "players:", "collection:\n  - {id: nuke, colour: damage, kind: damage, amount: 3}\nplayers:"
    )
    load_scenario_text(text, "arena.yaml")  # the scenario's own collection counts


def test_a_sleeve_card_can_carry_the_mafia_flag() -> None:
    """Issue 25.11, seed 002: «Полученные от способностей Мафии карты не могут быть
    обоснованиями для Обвинения.» A Sleeve entry reads like a Side one (`{card, mafia}`);
    such a card played grounds no accusation, as a plain Sleeve card does."""
    from ..mafic_arena_12.helpers import hp, rejected, run
    from ..mafic_arena_12.table import SEATS, night

    def accused_pistol(sleeve: str) -> int:
        kil = SEATS[1].replace("hand: [", f"sleeve: {sleeve}, hand: [", 1)
        res = run(
            SEATS[0] + kil + "".join(SEATS[2:]) + "\n",
            night(
                "{actor: Аня, ability: play_hand, card: pistol, target: Кил, accuse: [rifle]}",
                "{actor: Кил, ability: play_sleeve, card: rifle, target: Шпи}",
            ),
        )[-1]
        assert rejected(res) == []  # the Sleeve's rifle was played (never dropped)
        assert hp(res, "Шпи") == 0
        return hp(res, "Кил")

    assert accused_pistol("[rifle]") == 2  # 6 − 2 − the accusation's 2: the rifle grounds it
    assert accused_pistol("[{card: rifle, mafia: true}]") == 4  # 6 − 2: no grounds
