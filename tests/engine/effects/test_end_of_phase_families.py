"""The end of a phase as families (issue 27): statuses, delivery of results and reveals are
written once (engine/effects/families/statuses.py, delivery.py, reveals.py) and AM-15 and
«Возвращение» differ only in `numbers.status_rules`, `numbers.delivery` and
`numbers.reveals`, named rulings included.

What a master checks by hand: a checker in coma gets his result on waking in AM-15, never
in «Возвращение» (unless the ruling queues it); the dead per faction every N deaths; a
masked death announced with the fake role first and the real one after the next vote."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.ruleset.load import builtin_ruleset, load_ruleset
from tests.engine.am15_return.helpers import night

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

FAMILY_HOOKS = ("statuses", "apply_statuses", "messages", "reveals", "win", "public")


def test_both_rulesets_end_the_phase_with_the_same_hooks() -> None:
    """One implementation each: the hooks both rulesets name are the families'; no
    «Возвращение» copy of statuses, delivery or the reveal is left."""
    for ruleset in ("am15", "am15_return"):
        rs = builtin_ruleset(ruleset)
        for kind in rs.phases.kinds.values():
            ends = kind.end_of_phase
            assert set(FAMILY_HOOKS) <= set(ends), (ruleset, kind.id)
            assert not {"ret_statuses", "ret_messages", "ret_reveal"} & set(ends)
    for hook in FAMILY_HOOKS:
        assert index.HOOKS[hook].startswith("engine.effects.families."), hook
    assert not {"ret_statuses", "ret_messages", "ret_reveal"} & set(index.HOOKS)


# --- coma: results queued (AM-15) or lost («Возвращение») -------------------------------------

AM15_COMA = """
players:
  - {name: Kil, public: other, secret: killer}
  - {name: Kom, public: other, secret: commissar, choice: dossier, hp: 79}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders:
      - {actor: Kom, ability: dossier, target: Kil}
      - {actor: Kil, ability: silenced_pistol, targets: [Kom, Kom, Kom]}
  - orders: []
  - orders: []
"""


def test_am15_queues_the_results_of_a_character_in_coma(resolve: Resolve) -> None:
    """Seed 000: «не получает сообщений от мастера (включая результаты всех проверок) ...
    При выходе из комы персонаж получает все сообщения, которые должны были ему прийти во
    время комы.» Master: Kom's dossier is withheld in coma, delivered (late) on waking."""
    p1, p2, p3 = resolve(AM15_COMA)
    [held] = p1.messages_to("Kom", "dossier")
    assert (held.delivered, held.withheld) == (False, "coma")
    assert p2.messages_to("Kom", "dossier") == []
    assert p3.status("Kom") == "heavily_wounded"
    [late] = p3.messages_to("Kom", "dossier")
    assert (late.delivered, late.phase) == (True, 1)


def _return_coma(option: str) -> str:
    return night(
        ["Kil: other/killer", "Kom: other/commissar/85", "Civ: other/civilian"],
        [
            "{actor: Kom, ability: dossier, target: Kil}",
            "{actor: Kil, ability: sniper_rifle, target: Kom}",
        ],
        [],
        [],
        rulings={"coma_messages": option},
    )


def test_return_loses_the_results_of_a_character_in_coma(resolve: Resolve) -> None:
    """Seed 001: «1-19 хп – Персонаж в коме. Ему недоступны никакие действия, он не может
    голосовать и получать результаты проверок.» (ruling `coma_messages`: lost, the default)
    Master: Kom (85) is shot to 10 after his dossier: the result is withheld in coma, and
    not delivered when he wakes at 25 on night 2."""
    p1, _p2, p3 = resolve(_return_coma("lost"))
    [held] = p1.messages_to("Kom", "dossier")
    assert (held.delivered, held.withheld) == (False, "coma")
    assert (p3.hp("Kom"), p3.status("Kom")) == (25, "heavily_wounded")
    assert p3.messages_to("Kom", "dossier") == []


def test_return_queues_them_when_the_ruling_says_so(resolve: Resolve) -> None:
    """The same game, ruling `coma_messages: queued` («как в am15»): on waking Kom reads
    night 1's dossier."""
    _p1, _p2, p3 = resolve(_return_coma("queued"))
    [late] = p3.messages_to("Kom", "dossier")
    assert (late.delivered, late.phase, late.target) == (True, 1, "Kil")


# --- reveals ----------------------------------------------------------------------------------


def variant(data: Path, base: str, body: str) -> Path:
    return write_variant(data, base, body)


TWO_DEATHS = """
ruleset: {ruleset}
players:
  - {{name: Kil, public: other, secret: killer}}
  - {{name: Ki2, public: other, secret: killer}}
  - {{name: C1, public: other, secret: civilian, hp: 50}}
  - {{name: C2, public: other, secret: civilian, hp: 50}}
  - {{name: C3, public: other, secret: civilian}}
  - {{name: C4, public: other, secret: civilian}}
phases:
  - orders:
      - {{actor: Kil, ability: silenced_pistol, targets: [C1, C1, C2]}}
      - {{actor: Ki2, ability: silenced_pistol, targets: [C2, C2, C1]}}
"""


def test_the_death_count_reveal_every_n_is_data(data: Path, resolve: Resolve) -> None:
    """Seed 000: «Количество мёртвых персонажей каждой фракции ... раскрывается после того,
    как умрут хотя бы 3 персонажа с последнего раскрытия». Master: two civilians die: no
    reveal in AM-15 (3 needed); a variant with `reveal_every: 2` says 2 law at once."""
    variant(data, "am15", "numbers:\n  reveal_every: 2\n")
    (base,) = resolve(TWO_DEATHS.format(ruleset="am15"))
    assert sorted(base.dead()) == ["C1", "C2"] and base.public["reveal"] is None
    (p1,) = resolve(TWO_DEATHS.format(ruleset="mine"))
    assert p1.public["reveal"] == {"law": 2, "mafia": 0, "yakuza": 0, "neutral": 0}


def test_a_masked_death_is_announced_with_the_fake_role_first(resolve: Resolve) -> None:
    """Seed 001: «Если замаскированная цель умерла, сначала объявляется её фальшивая роль, а
    после следующего голосования - настоящая.» Master: the brute, masked as a civilian,
    is shot on night 1: his death says civilian; after day 1's vote, brute."""
    players = ["Shi: other/shinobi", "Kil: other/killer", "Bru: other/brute/50"]
    p1, p2 = resolve(
        night(
            players,
            [
                "{actor: Shi, ability: masquerade, target: Bru, role: civilian}",
                "{actor: Kil, ability: sniper_rifle, target: Bru}",
            ],
            [],
        )
    )
    death = p1.death("Bru")
    assert death is not None and death.extra["revealed_role"] == "civilian"
    assert not [a for a in p1.public["announcements"] if a["kind"] == "role_revealed"]
    assert [a for a in p2.public["announcements"] if a["kind"] == "role_revealed"] == [
        {"kind": "role_revealed", "target": "Bru", "role": "brute"}
    ]


def test_a_reveal_naming_an_unknown_number_fails_at_load(data: Path) -> None:
    path = variant(data, "am15", "numbers:\n  reveals: {every_number: reveal_evry}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "numbers: reveals: every_number: unknown 'reveal_evry'" in str(caught.value)
    assert "did you mean 'reveal_every'" in str(caught.value)


def test_a_mistake_in_the_delivery_section_is_named(data: Path) -> None:
    path = variant(data, "am15_return", "numbers:\n  delivery: {held_rulng: coma_messages}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "held_rulng" in str(caught.value) and "did you mean 'held_ruling'" in str(caught.value)


def test_the_stuntmans_two_statuses_differ_by_mode() -> None:
    """Seed 000: «может иметь только 2 статуса: здоров и тяжело ранен» (only what the town
    sees: mode `shown`); seed 001: «Может иметь лишь 3 статуса: здоров (30-100 хп), тяжело
    ранен (1-29) и мёртв» (his status itself: mode `status`, in hospital by ruling)."""
    from engine.effects.families.registry import numbers_section

    modes = {
        r: numbers_section(builtin_ruleset(r), "status_rules").two_statuses
        for r in ("am15", "am15_return")
    }
    assert (modes["am15"].trait, modes["am15"].mode) == ("stuntman", "shown")
    assert (modes["am15_return"].mode, modes["am15_return"].place_ruling) == (
        "status",
        "stuntman_hospital",
    )


def test_the_dead_results_of_a_night_without_hp_need_the_delivery_hook(data: Path) -> None:
    """mafiascum's and metamorphs' dead results are the delivery family's too (NAR:
    «Killing doesn't stop the actions of the dead player», kept undelivered by ruling): a
    ruleset whose deaths come from `family_deaths` without `messages` after it is told so
    at load, with its file."""
    source = Path(__file__).resolve().parents[2] / "rulesets" / "families_variant.yaml"
    text = source.read_text(encoding="utf-8").replace("statuses, messages,", "statuses,")
    path = data / "rulesets" / "families_variant.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "hook 'family_deaths' needs hook 'messages' after it" in str(caught.value)
    assert caught.value.file is not None and caught.value.file.endswith("families_variant.yaml")
