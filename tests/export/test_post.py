"""The phase post and private messages, checked the way a master reads them before posting.

Scenarios live in tests/export/scenarios/ (scenario-format.md); each names the seed rule it
shows. Russian BBCode is the default format.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.export import private_messages, public_post
from engine.resolution.driver import Resolution
from engine.scenario.load import Scenario, load_scenario, resolve_game

from .games import role_words

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
MSK = "около 21:00 (МСК)"


@cache
def game(name: str) -> tuple[Scenario, tuple[Resolution, ...]]:
    scenario = load_scenario(SCENARIOS / f"{name}.yaml")
    return scenario, tuple(resolve_game(scenario))


def post(
    name: str, phase: int, fmt: str = "bbcode", lang: str = "ru", deadline: str | None = None
) -> str:
    scenario, results = game(name)
    res = results[phase - 1]
    return public_post(
        scenario.ruleset, res.trace, res.state, fmt=fmt, lang=lang, deadline=deadline
    )


def pms(name: str, phase: int, fmt: str = "bbcode", lang: str = "ru") -> dict[str, str]:
    scenario, results = game(name)
    return private_messages(scenario.ruleset, results[phase - 1].trace, fmt=fmt, lang=lang)


def section(text: str, header: str) -> list[str]:
    """The lines under `header` up to the next blank line."""
    lines = text.splitlines()
    start = lines.index(header) + 1
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def test_vote_tally_shows_the_weights_public_roles_give() -> None:
    """Authority 2.5, lawyer 1.5 and −1.5 on himself, the revolutionary's extra votes, one
    vote against the VIP (seed 000, public roles 5, 7, 10, 20): all written in the thread."""
    text = post("votes", 1)
    assert section(text, "[b]Голосование[/b]") == [
        "[b]Прочий[/b] — 4,5: Юрист (1,5), Рев, Рев (+2, революционер)",
        "[b]Юрист[/b] — 1,5: Вип, Прочий, Ещё; юрист: −1,5",
        "[b]Вип[/b] — 1: Авторитет (1: голос против VIP)",
        "Отдано голосов: 8,5; для казни нужно больше 4,25.",
        "Город казнил: [b]Прочий (Другой)[/b].",
    ]
    english = post("votes", 1, lang="en")
    assert "[b]Прочий[/b] — 4.5: Юрист (1.5), Рев, Рев (+2, revolutionary)" in english
    assert "Votes cast: 8.5; an execution needs more than 4.25." in english


def test_the_executed_dies_without_his_secret_role() -> None:
    """AM-15: "Тайная роль не объявляется" — the boss is executed as just a name and the
    public role."""
    text = post("votes", 1)
    assert section(text, "[b]Погибли[/b]") == ["[s]Прочий (Другой)[/s] — казнь"]
    for word in role_words():
        assert word.casefold() not in text.casefold()


def test_deaths_are_listed_in_seating_order_without_how_or_by_whom() -> None:
    text = post("statuses", 1)
    assert section(text, "[b]Погибли[/b]") == ["[s]Аня (Другой)[/s]", "[s]Егор (Другой)[/s]"]
    for hint in ("Катана", "Нож", "шаг", "фраг", "Вова", "Зина"):
        assert hint not in "\n".join(section(text, "[b]Погибли[/b]"))


def test_the_town_sees_shown_statuses_never_the_true_ones() -> None:
    """The stuntman (50 HP, lightly wounded) still shows healthy; the mind-clouded maniac
    (healthy) shows the coma of 10 HP; no HP number anywhere."""
    _, results = game("statuses")
    truth = {p.name: p for p in results[0].trace.players}
    assert truth["Боря"].status == "lightly_wounded" and truth["Зина"].status == "healthy"
    text = post("statuses", 1)
    assert section(text, "[b]Изменения статусов[/b]") == [
        "Зина: здоров → [color=darkred]в коме[/color]"
    ]
    assert "Боря (Каскадёр) — [color=green]здоров[/color]" in text
    assert "Зина (Другой) — [color=darkred]в коме[/color]" in text
    assert str(truth["Боря"].hp) not in text


def test_contract_and_hunt_are_announced_the_phase_after() -> None:
    """Seed 000: "на следующий день публично объявляется, что цель заказана"; the hunt
    likewise. Both were ordered in phase 2, so phase 2's post (published as phase 3
    begins) announces them; phase 1's does not."""
    assert "[b]Объявления[/b]" not in post("statuses", 1)
    assert section(post("statuses", 2), "[b]Объявления[/b]") == [
        "Заказ: [b]Боря[/b].",
        "Охота: [b]Вова[/b].",
    ]
    english = post("statuses", 2, fmt="markdown", lang="en")
    assert "Contract: **Боря** has been contracted." in english
    assert "Hunt: the hunt for **Вова** has begun." in english


def test_a_coma_holds_the_results_and_waking_delivers_them() -> None:
    """Seed 000: in a coma "не получает сообщений от мастера ... При выходе из комы
    персонаж получает все сообщения"; the dead get none."""
    _, results = game("messages")
    held = {(m.to, m.withheld) for m in results[0].trace.messages if not m.delivered}
    assert held == {("Кома", "coma"), ("Труп", "dead")}
    assert set(pms("messages", 1)) == {"Мир"}
    assert pms("messages", 2) == {
        "Кома": "[b]Фаза 2: личное сообщение[/b]\n"
        "Досье — Мир: мирный. [i](фаза 1, пока вы были в "
        "коме)[/i]"
    }
    assert pms("messages", 2, fmt="markdown", lang="en") == {
        "Кома": "**Phase 2: private message**\n"
        "Dossier on Мир: peaceful. *(phase 1, while you were in a coma)*"
    }


def test_a_private_message_holds_only_its_owner_results() -> None:
    messages = pms("statuses", 1)
    assert messages == {
        "Боря": "[b]Фаза 1: личное сообщение[/b]\nУ вас меньше 80 хп.",
        "Даша": "[b]Фаза 1: личное сообщение[/b]\nМазохист: хп 100, ловушка: нет, меток: 0.",
    }


def test_dead_per_faction_every_three_deaths() -> None:
    text = post("reveal_and_win", 1)
    assert "[b]Погибшие по фракциям:[/b] Закон — 3, Мафия — 0, Якудза — 0, Нейтралы — 0." in text
    assert "по фракциям" not in post("reveal_and_win", 2)
    assert "**Dead by faction:** Law 4, Mafia 1, Yakuza 0, Neutrals 1." in post(
        "reveal_and_win", 3, fmt="markdown", lang="en"
    )


def test_the_deadline_line_is_there_only_when_given_and_the_game_goes_on() -> None:
    assert post("reveal_and_win", 1, deadline=MSK).endswith(
        "[i]Фаза 2 закончится около 21:00 (МСК).[/i]"
    )
    assert "закончится" not in post("reveal_and_win", 1)
    last = post("reveal_and_win", 3, deadline=MSK)
    assert "закончится" not in last
    assert "[b][color=darkred]Игра окончена: победила фракция «Якудза».[/color][/b]" in last


def test_votes_that_do_not_count_are_named() -> None:
    """A dead voter, a vote for the dead: written in the thread, not counted; the post says
    so (public: the town sees who is dead)."""
    text = post("reveal_and_win", 3)
    assert section(text, "[b]Голосование[/b]") == [
        "[b]Кил[/b] — 1: Нин",
        "Не засчитаны: Кил → Гоша (мёртв), Ада (мёртв).",
        "Отдано голосов: 1; для казни нужно больше 0,5.",
        "Город казнил: [b]Кил (Другой)[/b].",
    ]
    assert "Not counted: Кил → Гоша (dead), Ада (dead)." in post("reveal_and_win", 3, lang="en")


def test_markdown_post_reads_as_discord_markdown() -> None:
    text = post("reveal_and_win", 2, fmt="markdown", deadline=MSK)
    assert text.startswith("## Итоги фазы 2\n\n**Голосование**\n**Ман** — 3: Нин, Кил, Гоша")
    assert "~~Ман (Другой)~~ — казнь" in text
    assert "~~Ада (Другой)~~ — мёртв" in text
    assert text.endswith("*Фаза 3 закончится около 21:00 (МСК).*")
    assert "[" not in text and "color" not in text


def test_empty_sections_leave_no_holes() -> None:
    text = post("messages", 2)
    assert "\n\n\n" not in text and not text.endswith("\n")
    assert "[b]Голосование[/b]\nГолосов не было.\nНикто не казнён.\n\n" in text


def test_without_the_state_the_post_names_players_without_roles() -> None:
    """A bare trace from an older engine (no public roles in it, no GameState): the post
    still renders, names only."""
    from dataclasses import replace

    scenario, results = game("votes")
    trace = results[0].trace
    bare = replace(trace, players=tuple(replace(p, public_role=None) for p in trace.players))
    text = public_post(scenario.ruleset, bare)
    assert "Город казнил: [b]Прочий[/b]." in text and "(Другой)" not in text


def test_the_trace_alone_names_public_roles() -> None:
    """The trace records each player's public role (public facts): no GameState needed."""
    scenario, results = game("votes")
    text = public_post(scenario.ruleset, results[0].trace)
    assert "Прочий (Другой)" in text


@pytest.mark.parametrize("fmt", ["bbcode", "markdown"])
def test_hostile_names_are_escaped_in_post_and_messages(fmt: str) -> None:
    from engine.export.markup import ZWSP
    from engine.scenario.load import load_scenario_text

    from .markup_check import bbcode_tags, markdown_tokens

    text = (SCENARIOS / "messages.yaml").read_text(encoding="utf-8")
    text = text.replace("Мир", '"[/b][url=http://x.example]*Мир*[/url] @everyone"')
    scenario = load_scenario_text(text)
    res = resolve_game(scenario)
    first = public_post(scenario.ruleset, res[0].trace, res[0].state, fmt=fmt)
    dm = private_messages(scenario.ruleset, res[1].trace, fmt=fmt)["Кома"]
    plain_res = resolve_game(load_scenario(SCENARIOS / "messages.yaml"))
    ref = public_post(scenario.ruleset, plain_res[0].trace, plain_res[0].state, fmt=fmt)
    ref_dm = private_messages(scenario.ruleset, plain_res[1].trace, fmt=fmt)["Кома"]
    if fmt == "bbcode":
        assert bbcode_tags(first) == bbcode_tags(ref)
        assert bbcode_tags(dm) == bbcode_tags(ref_dm)
    else:
        assert markdown_tokens(first) == markdown_tokens(ref)
        assert markdown_tokens(dm) == markdown_tokens(ref_dm)
        assert "@" + ZWSP + "everyone" in dm
