"""Each Mafic Arena XII ruling under each of its options (rulesets/mafic_arena_12.yaml has
the question, the default and the seed's words; docs: the spec's «Rulings» table)."""

from __future__ import annotations

import pytest

from engine.effects.mafic_arena_12.cards import collection_path, load_collection
from engine.ruleset.load import builtin_ruleset

from .helpers import alive, cards, hand, hp, rejected, run
from .table import LIST, TABLE, night, phase_list

KNIFE = (
    "collection:\n"
    "  - {id: knife, ru: Нож, colour: damage, when: any, target: other, kind: damage, amount: 3}"
)


def rules(**chosen: str) -> str:
    return "rulings: {" + ", ".join(f'{k}: "{v}"' for k, v in chosen.items()) + "}"


def test_every_ruling_has_a_default_among_its_options_and_a_seed_quote() -> None:
    rs = builtin_ruleset("mafic_arena_12")
    for ruling in rs.rulings.values():
        assert ruling.default in ruling.option_ids()
        assert ruling.seed.strip(), ruling.id


@pytest.mark.parametrize(("option", "kind"), [("night", "night"), ("day", "day")])
def test_first_phase(option: str, kind: str) -> None:
    res = run(TABLE, night(), rules(first_phase=option))[-1]
    assert res.trace.kind == kind


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        ("end", ["pistol", "advice", "handcuffs", "bunker", "crossfire"]),
        ("vacated_slot", ["pistol", "crossfire", "advice", "handcuffs", "bunker"]),
    ],
)
def test_draw_position(option: str, expected: list[str]) -> None:
    """«тянет новую карту из Колоды на замену»"""
    res = run(
        TABLE,
        night("{actor: Аня, ability: play_hand, card: witness, target: Оля}"),
        rules(draw_position=option),
    )[-1]
    assert hand(res, "Аня") == expected


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        ("topmost", ["witness", "pistol", "advice", "crossfire"]),
        ("lowest", ["pistol", "witness", "advice", "crossfire"]),
    ],
)
def test_duplicate_topmost(option: str, expected: list[str]) -> None:
    """«в том порядке, в котором они в ней расположены»"""
    players = TABLE.replace(
        "hand: [pistol, witness, advice, handcuffs, bunker],",
        "hand: [pistol, witness, pistol, advice],",
    )
    res = run(
        players,
        night("{actor: Аня, ability: play_hand, card: pistol, target: Оля}"),
        rules(duplicate_topmost=option),
    )[-1]
    assert hand(res, "Аня") == expected


@pytest.mark.parametrize(("option", "lives"), [("draws_first", False), ("damage_first", True)])
def test_gains_before_damage(option: str, lives: bool) -> None:
    """«Эффекты карт вступают в силу одновременно» — Совет on Оля and the rifle at her."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: advice, target: Оля}",
            "{actor: Кил, ability: play_side, card: rifle, target: Оля}",
        ),
        rules(gains_before_damage=option),
    )[-1]
    assert alive(res, "Оля") is lives
    if lives:
        assert hp(res, "Оля") == 1


@pytest.mark.parametrize(("option", "frag"), [("earliest", "Шпи"), ("latest", "Аня")])
def test_armor_order(option: str, frag: str) -> None:
    """«Каждая единица брони предотвращает один сброс карты» — which units: who gets the frag."""
    players = TABLE.replace("hand: [advice, pistol, witness],", "hand: [bunker, witness],")
    res = run(
        players,
        night(
            "{actor: Оля, ability: play_hand, card: bunker}",
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Шпи, ability: play_hand, card: pistol, target: Оля}",
        ),
        rules(armor_order=option),
    )[-1]
    assert [(d.player, d.frag) for d in res.trace.deaths] == [("Оля", frag)]


@pytest.mark.parametrize(("option", "frag"), [("last_blow", "Бос"), ("most_damage", "Аня")])
def test_frag(option: str, frag: str) -> None:
    """Silent in the seed: Аня's pistol (2) then Бос's crossfire (1) empty Оля's Hand."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Бос, ability: play_hand, card: crossfire, target: Оля}",
        ),
        rules(frag=option),
    )[-1]
    assert [(d.player, d.frag) for d in res.trace.deaths] == [("Оля", frag)]


@pytest.mark.parametrize(("option", "frag"), [("none", None), ("self", "Оля")])
def test_own_loss_frag(option: str, frag: str | None) -> None:
    """«Если у персонажа по итогам фазы становится 0 карт в Руке, то он умирает.»"""
    res = run(
        TABLE,
        night("{actor: Оля, ability: fill_side, cards: [advice, pistol, witness]}"),
        rules(own_loss_frag=option),
    )[-1]
    assert [(d.player, d.frag) for d in res.trace.deaths] == [("Оля", frag)]


@pytest.mark.parametrize(("option", "cards_left"), [("no", 1), ("replace", 3)])
def test_side_fill_draw(option: str, cards_left: int) -> None:
    """«перенесите их в Сайд»"""
    res = run(
        TABLE,
        night("{actor: Оля, ability: fill_side, cards: [advice, pistol]}"),
        rules(side_fill_draw=option),
    )[-1]
    assert hp(res, "Оля") == cards_left == len(hand(res, "Оля"))


@pytest.mark.parametrize(("option", "lives"), [("dies", False), ("reject_order", True)])
def test_empty_hand_own_action(option: str, lives: bool) -> None:
    """«0 карт в Руке, то он умирает»"""
    res = run(
        TABLE,
        night("{actor: Оля, ability: fill_side, cards: [advice, pistol, witness]}"),
        rules(empty_hand_own_action=option),
    )[-1]
    assert alive(res, "Оля") is lives
    assert (("Оля", "empty_hand") in rejected(res)) is lives


@pytest.mark.parametrize(("option", "kept"), [("later", 1), ("both", 0)])
def test_exclusive_conflict(option: str, kept: int) -> None:
    """«Нельзя применять одновременно с игрой карты из Руки.»"""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: bunker}",
            "{actor: Аня, ability: discard, cards: [pistol]}",
        ),
        rules(exclusive_conflict=option),
    )[-1]
    assert rejected(res).count(("Аня", "once_a_phase")) == 2 - kept


@pytest.mark.parametrize(("option", "hanged"), [("cast", None), ("living", "Бос")])
def test_peace_majority(option: str, hanged: str | None) -> None:
    """«Если строгое большинство голосов "за мир", то казни не происходит.» 2 of 3 cast,
    not of 5 living."""
    res = run(
        TABLE,
        phase_list(((), "{Аня: peace, Кил: peace, Оля: Бос}")),
        rules(first_phase="day", peace_majority=option),
    )[-1]
    assert res.trace.votes.executed == hanged


@pytest.mark.parametrize(("option", "hanged"), [("allowed", "Аня"), ("forbidden", "Кил")])
def test_self_vote(option: str, hanged: str) -> None:
    """«за любого персонажа» — Аня's vote for herself, Кил higher in the list on a tie."""
    res = run(
        TABLE,
        phase_list(((), "{Аня: Аня, Кил: Аня, Оля: Кил}")),
        rules(first_phase="day", self_vote=option) + "\n" + LIST,
    )[-1]
    assert res.trace.votes.executed == hanged


@pytest.mark.parametrize(("option", "frag"), [("first", "Аня"), ("after_cards", None)])
def test_veche_step(option: str, frag: str | None) -> None:
    """Silent: the veche's 6 and a Day knife (a scenario card) on Бос: the last unit's owner."""
    players = TABLE.replace(
        "hand: [pistol, witness, advice, handcuffs, bunker],",
        "hand: [knife, witness, advice, handcuffs, bunker],",
    )
    res = run(
        players,
        phase_list(
            (
                ("{actor: Аня, ability: play_hand, card: knife, target: Бос}",),
                "{Аня: Бос, Кил: Бос}",
            )
        ),
        rules(first_phase="day", veche_step=option) + "\n" + KNIFE,
    )[-1]
    assert [(d.player, d.frag) for d in res.trace.deaths] == [("Бос", frag)]


@pytest.mark.parametrize(("option", "size"), [("rebuild", 3), ("lose_draw", 2)])
def test_empty_deck(option: str, size: int) -> None:
    """«Если она пуста, то персонаж может в любой момент собрать новую колоду»"""
    players = TABLE.replace(
        "hand: [advice, pistol, witness],\n     deck: [pistol, witness, "
        "advice, handcuffs, bunker, crossfire, pistol, witness]",
        "hand: [advice, pistol, witness], deck: []",
    )
    assert "deck: []" in players
    res = run(
        players,
        night("{actor: Оля, ability: play_hand, card: pistol, target: Аня}"),
        rules(empty_deck=option),
    )[-1]
    assert hp(res, "Оля") == size == len(hand(res, "Оля"))
    asked = [q.id for q in res.trace.questions]
    assert (asked == ["rebuild:Оля:1"]) is (option == "rebuild")
    if option == "rebuild":
        assert len(cards(res, "Оля")["deck"]) == 14  # a seeded draft of 15, one drawn


def test_empty_deck_rebuilt_by_the_master() -> None:
    """«Если игрок не собирает новую колоду, она собирается автоматически» — or he does."""
    players = TABLE.replace(
        "hand: [advice, pistol, witness],\n     deck: [pistol, witness, "
        "advice, handcuffs, bunker, crossfire, pistol, witness]",
        "hand: [advice, pistol, witness], deck: []",
    )
    phases = night("{actor: Оля, ability: play_hand, card: pistol, target: Аня}")
    phases += "    decisions: {rebuild: {Оля: [bunker, advice]}}\n"
    res = run(players, phases)[-1]
    assert hand(res, "Оля") == ["advice", "witness", "bunker"]
    assert cards(res, "Оля")["deck"] == ["advice"]


@pytest.mark.parametrize(("option", "ok"), [("any", True), ("mafia_only", False)])
def test_heir_target(option: str, ok: bool) -> None:
    """«Любой член Мафии в любой момент может выбрать наследника.»"""
    res = run(TABLE, night("{actor: Шпи, ability: heir, target: Аня}"), rules(heir_target=option))[
        -1
    ]
    assert (("Шпи", "heir_not_mafia") in rejected(res)) is not ok
    assert (cards(res, "Шпи")["heir"] == "Аня") is ok


@pytest.mark.parametrize(
    ("option", "olya_alive", "refused"),
    [("drop", False, False), ("void", True, False), ("reject_order", True, True)],
)
def test_accusation_peaceful(option: str, olya_alive: bool, refused: bool) -> None:
    """«вы можете назвать любые карты, кроме помеченных как "Мирные"» — advice is Peaceful."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля,"
            " accuse: [witness, advice]}",
            "{actor: Оля, ability: play_hand, card: witness, target: Кил}",
        ),
        rules(accusation_peaceful=option),
    )[-1]
    assert alive(res, "Оля") is olya_alive
    assert (("Аня", "peaceful_accused") in rejected(res)) is refused


@pytest.mark.parametrize(("option", "shown"), [("no", []), ("yes", ["Оля"])])
def test_reveal_on_death(option: str, shown: list[str]) -> None:
    res = run(
        TABLE,
        night("{actor: Кил, ability: play_side, card: rifle, target: Оля}"),
        rules(reveal_on_death=option),
    )[-1]
    assert [a["target"] for a in res.trace.public.announcements] == shown


# --- the spec's one-answer rulings (each read where it applies; the trace names it) ------


def test_blocked_play_counts() -> None:
    """A handcuffed play is spent and replaced («Карта ... исчезает, после чего игрок тянет
    новую карту из Колоды на замену»), counts as played, and the trace says why."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: handcuffs, target: Кил}",
            "{actor: Кил, ability: play_hand, card: pistol, target: Оля}",
        ),
    )[-1]
    assert hp(res, "Оля") == 3 and hp(res, "Кил") == 6  # no effect; the Hand refilled
    assert "pistol" in [p["card"] for p in cards(res, "Кил")["played"]]
    blocked = [a for s in res.trace.steps for a in s.actions if a.actor == "Кил"]
    assert any("blocked_play_counts" in a.rulings for a in blocked)


def test_same_step_order() -> None:
    """«Эффекты карт вступают в силу одновременно»: one step's plays in seat order, so the
    frag of two shots goes to the later seat whoever wrote first."""
    res = run(
        TABLE,
        night(
            "{actor: Бос, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля}",
        ),
    )[-1]
    shots = [e.actor for s in res.trace.steps for e in s.events if e.target == "Оля"]
    assert shots[:2] == ["Аня", "Бос"]  # seats 1 and 5, not the order written
    assert "same_step_order" in res.trace.rulings


def test_neutral_odds() -> None:
    """«90% Контроль, 6% Поддержка, 2% Разведка, 2% Урон»: a drafted Deck has no neutral
    card (the odds sum to 100 over the four colours)."""
    players = "\n".join(
        f"  - {{name: P{i}, public: Класс{i}, secret: {role}}}"
        for i, role in enumerate(["boss", "advisor", "spy", "killer", "civilian"])
    )
    res = run(players, night())[-1]
    rs = builtin_ruleset("mafic_arena_12")
    coll = load_collection(collection_path(rs.file, str(rs.numbers["collection"])))
    for i in range(5):
        mine = cards(res, f"P{i}")
        assert all(coll.cards[c].colour != "neutral" for c in [*mine["hand"], *mine["deck"]])
    assert all(sum(o.values()) == 100 for o in rs.numbers["odds"].values())


def test_new_cards_next_phase() -> None:
    """Three assists draw Аня a card into her Sleeve at step 3 (the Deck's top: crossfire):
    it is not in the Sleeve the orders name, so playing it now is refused."""
    res = run(
        TABLE,
        night(
            "{actor: Кил, ability: assist, target: Аня}",
            "{actor: Оля, ability: assist, target: Аня}",
            "{actor: Шпи, ability: assist, target: Аня}",
            "{actor: Аня, ability: play_sleeve, card: crossfire, target: Кил}",
        ),
    )[-1]
    assert ("Аня", "card_not_held") in rejected(res)
    assert cards(res, "Аня")["sleeve"] == ["crossfire"]  # hers from the next phase


def test_day_containers() -> None:
    """By Day a Side card may be played; a card's own «только Ночью» still applies."""
    day = run(
        TABLE,
        night("{actor: Кил, ability: play_side, card: rifle, target: Оля}"),
        rules(first_phase="day"),
    )[-1]
    assert ("Кил", "wrong_phase") in rejected(day)  # the rifle is a night card
    assert "day_containers" not in [r for _a, r in rejected(day)]
