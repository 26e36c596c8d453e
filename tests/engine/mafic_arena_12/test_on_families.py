"""The card game on the shared families (issue 27: «Per-ruleset Python only for what no
other game could share»): its plays and assists are the core's record of visits (what the
families' visit information reads), and the end of a phase is the families': deaths by HP
(`deaths`, families/mortal_wound.py; HP is the Hand), the role told at death (`reveals`),
the dead get no results (`messages`, families/delivery.py). The card game keeps only its
frag rule (`card_units`: the damage units armor left), registered by name and named in
rulesets/mafic_arena_12.yaml.

What a master checks by hand: «Если у персонажа по итогам фазы становится 0 карт в Руке, то
он умирает»; his role announced only when the ruling says so; «Мертвые персонажи не
участвуют в игре, не получают сообщений»; the witness names who targeted his target."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.effects import index
from engine.model.errors import RulesetError
from engine.ruleset.load import builtin_ruleset, load_ruleset

from .helpers import alive, hp, messages, rejected, run
from .table import TABLE, night

ROOT = Path(__file__).resolve().parents[3]
FAMILY_HOOKS = ("deaths", "reveals", "statuses", "messages", "apply_statuses", "win", "public")


def rules(**chosen: str) -> str:
    return "rulings: {" + ", ".join(f'{k}: "{v}"' for k, v in chosen.items()) + "}"


def test_the_card_game_ends_a_phase_with_the_families_hooks() -> None:
    """No card game copy of deaths, reveals or delivery is left: its end of phase names
    the families' hooks and its own `ma_end` (history, heirs, own cards) only."""
    rs = builtin_ruleset("mafic_arena_12")
    for kind in rs.phases.kinds.values():
        ends = kind.end_of_phase
        assert set(FAMILY_HOOKS) <= set(ends), kind.id
        own = [h for h in ends if not index.HOOKS[h].startswith("engine.effects.families.")]
        assert own == ["ma_end"], kind.id
    assert "ma_deaths" not in index.HOOKS


def test_an_empty_hand_dies_with_the_frag_of_the_last_unit() -> None:
    """«Если у персонажа по итогам фазы становится 0 карт в Руке, то он умирает»: Аня's
    pistol (2) then Бос's crossfire (1) empty Оля's Hand; the frag is the last blow's
    (ruling frag), named on the death with the rulings that decided it."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Бос, ability: play_hand, card: crossfire, target: Оля}",
        ),
    )[-1]
    (death,) = res.trace.deaths
    assert (death.player, death.frag, death.cause) == ("Оля", "Бос", "hp")
    assert death.rulings == ("frag", "own_loss_frag", "armor_order")
    assert not alive(res, "Оля")


@pytest.mark.parametrize(("option", "told"), [("no", []), ("yes", [("Оля", "civilian")])])
def test_the_role_is_announced_at_death_by_the_ruling(
    option: str, told: list[tuple[str, str]]
) -> None:
    """Ruling reveal_on_death («Объявляется ли тайная роль погибшего?»): the families'
    `reveals` announces each death with its secret role, or nothing."""
    res = run(
        TABLE,
        night("{actor: Кил, ability: play_side, card: rifle, target: Оля}"),
        rules(reveal_on_death=option),
    )[-1]
    said = [(a["target"], a["secret_role"]) for a in res.trace.public.announcements]
    assert said == told


def test_the_dead_get_no_results() -> None:
    """«Мертвые персонажи ... не получают сообщений» (ruling dead_messages, read by the
    delivery family): Оля dies tonight; her own-cards message is never written, and
    nothing she was sent is delivered."""
    res = run(
        TABLE,
        night("{actor: Кил, ability: play_side, card: rifle, target: Оля}"),
    )[-1]
    assert not alive(res, "Оля")
    assert all(m.to != "Оля" or not m.delivered for m in res.trace.messages)
    assert any(m.to == "Аня" and m.ability == "own_cards" for m in res.trace.messages)


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    """A copy of the card game's ruleset (with its card collection) with one edit."""
    text = (ROOT / "rulesets" / "mafic_arena_12.yaml").read_text(encoding="utf-8")
    assert old in text, old
    shutil.copy(ROOT / "rulesets" / "mafic_arena_12.cards.yaml", tmp_path)
    path = tmp_path / "mafic_arena_12.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_misspelt_frag_rule_fails_at_load_with_did_you_mean(tmp_path: Path) -> None:
    path = _variant(tmp_path, "blame: card_units", "blame: card_unit")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    message = str(info.value)
    assert "mortal_wound: blame: unknown 'card_unit'" in message
    assert "card_units" in message


def test_a_misspelt_reveal_ruling_fails_at_load(tmp_path: Path) -> None:
    path = _variant(
        tmp_path,
        "deaths_announced: {ruling: reveal_on_death}",
        "deaths_announced: {ruling: reveal_on_deaht}",
    )
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert "deaths_announced: ruling: unknown 'reveal_on_deaht'" in str(info.value)


def test_the_witness_reads_the_core_s_record_of_visits() -> None:
    """«Свидетель»: who targeted the target this phase, the witness aside, in seat order:
    the card plays and assists the driver recorded as visits (the record the families'
    visit information reads); naming an heir is no visit."""
    res = run(
        TABLE,
        night(
            "{actor: Бос, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Кил, ability: assist, target: Оля}",
            "{actor: Шпи, ability: heir, target: Оля}",
            "{actor: Аня, ability: play_hand, card: witness, target: Оля}",
        ),
    )[-1]
    assert not rejected(res)
    assert messages(res, "Аня", "witness") == [{"visitors": ["Кил", "Бос"]}]


def test_a_handcuffed_disguise_hides_nothing() -> None:
    """«Наручники»: the target's plays this phase have no effect, his «Маскировка» too
    (the blocks are where the families keep them, by order; only a working Disguise makes
    its player lie low): the camera sees his pistol and the Disguise."""
    res = run(
        TABLE,
        night(
            "{actor: Аня, ability: play_hand, card: handcuffs, target: Шпи}",
            "{actor: Кил, ability: play_hand, card: surveillance_camera, target: Шпи}",
            "{actor: Шпи, ability: play_hand, card: pistol, target: Оля}",
            "{actor: Шпи, ability: play_side, card: disguise}",
        ),
    )[-1]
    assert not rejected(res)
    assert messages(res, "Кил", "surveillance_camera") == [{"cards": ["pistol", "disguise"]}]
    assert hp(res, "Оля") == 3  # the pistol had no effect
