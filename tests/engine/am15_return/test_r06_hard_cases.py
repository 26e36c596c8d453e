"""«Возвращение» rules catalogue (seed 001), r06: hard cases checked by hand (issue 25) —
weaken on attacks only, forensics on the night's dead, the mark after its attack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ruleset.load import builtin_ruleset
from engine.texts import render_note

from .helpers import night

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve


def test_r06_01_weaken_spares_the_mark_set_off_by_the_weakened(resolve: Resolve) -> None:
    """«каждая метка на нём наносит 45 урона (не атакой)»; «Ослабление … – атаки цели
    наносят в эту ночь на 15% урона меньше». Master: the boss is weakened; his pistol deals
    20 × 0.85 = 17 and sets off the sensei's mark, which still deals 45: 100 − 17 − 45."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Bos: other/boss", "W: other/civilian", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: W, ability: weaken, target: Bos}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    # the pistol is the only attack on Civ: the protection cancels it (no mark fired)
    assert p1.deltas("Civ") == []
    (q1,) = resolve(
        night(
            [
                "Sen: other/sensei",
                "Bos: other/boss",
                "Kil: other/killer",
                "W: other/civilian",
                "Civ: other/civilian",
            ],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: W, ability: weaken, target: Bos}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    assert q1.deltas("Civ") == [-17, -45] and q1.hp("Civ") == 38
    mark = q1.events(8, target="Civ")[1]
    assert (mark.ability, mark.attack, mark.actor) == ("mark", False, "Bos")
    assert all(n.code != "weakened" for n in mark.notes)


def test_r06_02_weaken_spares_the_trap(resolve: Resolve) -> None:
    """«Ловушка не считается атакой ни при установке, ни при срабатывании» (and
    «Ослабление … – атаки цели … на 15% урона меньше»). Master: the ninja, weakened on
    night 2, still deals the full 95 with the trap set on night 1."""
    _p1, _p2, p3 = resolve(
        night(
            [
                "Nin: other/ninja",
                "Kom: other/commissar",
                "W: other/civilian",
                "Civ: other/civilian",
            ],
            ["{actor: Nin, ability: trap, target: Kom}"],
            [],
            [
                "{actor: W, ability: weaken, target: Nin}",
                "{actor: Kom, ability: dossier, target: Civ}",
            ],
        )
    )
    [event] = p3.events(16)
    assert (event.actor, event.target, event.delta, event.attack) == ("Nin", "Kom", -95, False)


def test_r06_03_weaken_spares_the_vdv_counterattack(resolve: Resolve) -> None:
    """«ВДВшник … наносит каждому по 20 урона. Способность не считается атакой»; weaken
    scales attacks only. Master: the weakened vdv still counters the killer for 20."""
    (p1,) = resolve(
        night(
            ["Vdv: vdv/civilian", "Kil: other/killer", "W: other/civilian"],
            [
                "{actor: W, ability: weaken, target: Vdv}",
                "{actor: Kil, ability: sniper_rifle, target: Vdv}",
            ],
        )
    )
    [counter] = p1.events(19)
    assert (counter.actor, counter.target, counter.delta) == ("Vdv", "Kil", -20)


def test_r06_04_weaken_scales_only_the_weakened_characters_attacks(resolve: Resolve) -> None:
    """«атаки цели наносят … на 15% урона меньше»: the boss is weakened, the killer is not;
    the killer's 75 and the boss's 20 × 0.85 = 17 on two civilians."""
    (p1,) = resolve(
        night(
            [
                "Bos: other/boss",
                "Kil: other/killer",
                "W: other/civilian",
                "A: other/civilian",
                "B: other/civilian",
            ],
            [
                "{actor: W, ability: weaken, target: Bos}",
                "{actor: Kil, ability: sniper_rifle, target: A}",
                "{actor: Bos, ability: pistol, target: B}",
            ],
        )
    )
    assert p1.deltas("A") == [-75] and p1.deltas("B") == [-17]


def test_r06_05_forensics_sees_the_nights_dead(resolve: Resolve) -> None:
    """«Азы криминалистики (пассивно) – утром узнаёт тип ран за прошлую ночь на всех
    игроках, кроме здоровых»: a character killed that night is not healthy. Master: the
    katana naming the commissar kills him (100 → 0) and the sniper kills A (60 → −15):
    forensics names the katana on the commissar and the sniper on A."""
    (p1,) = resolve(
        night(
            [
                "Pun: other/punisher",
                "Nin: other/ninja",
                "Kil: other/killer",
                "Kom: other/commissar",
                "A: other/civilian/60",
            ],
            [
                "{actor: Nin, ability: katana, target: Kom, role: commissar}",
                "{actor: Kil, ability: sniper_rifle, target: A}",
            ],
        )
    )
    assert not p1.alive("Kom") and not p1.alive("A")
    results = {m.target: m.result for m in p1.messages_to("Pun", "forensics")}
    assert results == {"Kom": {"wounds": ("katana",)}, "A": {"wounds": ("sniper_rifle",)}}


def test_r06_06_the_mark_is_worded_after_its_attack(resolve: Resolve) -> None:
    """«Если персонаж с меткой … получает урон от атаки или ловушки, каждая метка на нём
    наносит 45 урона»: in seed 001 the mark deals its 45 after the damage that sets it off
    (seed 000's mark fires before the attack). The trace says so."""
    (p1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: dual_pistols, targets: [Civ, Sen], damage: 25}",
            ],
        )
    )
    assert p1.deltas("Civ") == []  # the only attack on Civ: cancelled, the mark stays
    (q1,) = resolve(
        night(
            ["Sen: other/sensei", "Kil: other/killer", "Bos: other/boss", "Civ: other/civilian"],
            [
                "{actor: Sen, ability: protection, target: Civ}",
                "{actor: Kil, ability: sniper_rifle, target: Civ}",
                "{actor: Bos, ability: pistol, target: Civ}",
            ],
        )
    )
    [_shot, mark] = q1.events(8, target="Civ")
    [words] = [n for n in mark.notes if n.code == "mark"]
    rs = builtin_ruleset("am15_return")
    assert render_note(rs, words, "en") == "sensei's mark, set off by Pistol"
    assert render_note(rs, words, "ru") == "метка сэнсэя, сработавшая от «Пистолет»"
