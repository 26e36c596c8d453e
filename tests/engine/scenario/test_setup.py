"""Role distribution by player count and the seeded deal."""

from __future__ import annotations

import pytest

from engine import builtin_ruleset
from engine.model.errors import InputError
from engine.scenario.setup import deal, distribution

RS = builtin_ruleset("am15")


@pytest.mark.parametrize(
    ("players", "counts"),
    [
        # "Роли в игре на 14-15 игроков: 3 мафии, 3 якудзы, 2 комиссара, 6-7 мирных жителей."
        (
            14,
            {
                "boss": 1,
                "brute": 1,
                "killer": 1,
                "sensei": 1,
                "ninja": 1,
                "shinobi": 1,
                "commissar": 2,
                "civilian": 6,
            },
        ),
        (15, {"civilian": 7}),
        # "16-17 игроков: 3 мафии, 3 якудзы, 2 карателя, 2 комиссара, 1 маньяк, 5-6 мирных"
        (16, {"punisher": 2, "maniac": 1, "civilian": 5}),
        (17, {"civilian": 6}),
        # "18-20 игроков: ... 1 маньяк, 1 псих, 6-8 мирных жителей."
        (18, {"psycho": 1, "maniac": 1, "civilian": 6}),
        (20, {"civilian": 8}),
    ],
)
def test_distribution_by_player_count(players, counts):
    dist = distribution(RS, players)
    assert sum(dist.roles.values()) == players
    for role, count in counts.items():
        assert dist.roles[role] == count
    assert not dist.warnings


def test_small_games_warn_but_deal():
    """ "Для начала игры нужно минимум 14 игроков." — a warning, never a refusal."""
    dist = distribution(RS, 5)
    assert sum(dist.roles.values()) == 5
    assert dist.warnings


def test_deal_is_seeded_and_complete():
    names = [f"P{i}" for i in range(16)]
    publics = dict(zip(names, sorted(RS.public_roles)[:16], strict=True))
    first = deal(RS, names, publics, seed=42)
    assert deal(RS, names, publics, seed=42) == first
    assert deal(RS, names, publics, seed=43) != first
    assert sorted(p.secret_role for p in first) == sorted(distribution(RS, 16).as_list())
    assert [p.name for p in first] == names


def test_commissars_choose():
    names = [f"P{i}" for i in range(14)]
    publics = dict.fromkeys(names, "other")
    dealt = deal(RS, names, publics, seed=1)
    commissars = [p.name for p in dealt if p.secret_role == "commissar"]
    chosen = deal(
        RS,
        names,
        publics,
        seed=1,
        choices={commissars[0]: "dossier", commissars[1]: "surveillance"},
    )
    by_name = {p.name: p for p in chosen}
    assert by_name[commissars[0]].choice == "dossier"
    assert by_name[commissars[1]].choice == "surveillance"
    with pytest.raises(InputError):
        deal(RS, names, publics, seed=1, choices={commissars[0]: "katana"})


def test_the_deal_keeps_the_commissar_ruling():
    """ "По принципу невозможности пруфа одинаковых ролей быть не должно." (ruling
    commissar_distinct): under `distinct` two commissars may not take the same ability;
    under `same_allowed` they may. Choices not given stay open (chosen in play)."""
    from engine.scenario.setup import setup_problems

    names = [f"P{i}" for i in range(14)]
    publics = dict.fromkeys(names, "other")
    dealt = deal(RS, names, publics, seed=1)
    assert all(p.choice is None for p in dealt)
    commissars = [p.name for p in dealt if p.secret_role == "commissar"]
    same = dict.fromkeys(commissars, "surveillance")
    with pytest.raises(InputError, match="commissar_distinct = distinct"):
        deal(RS, names, publics, seed=1, choices=same)
    allowed = deal(
        RS, names, publics, seed=1, choices=same, rulings={"commissar_distinct": "same_allowed"}
    )
    assert [p.choice for p in allowed if p.name in commissars] == ["surveillance"] * 2
    problems = setup_problems(RS, allowed, lang="ru")
    assert len(problems) == 1 and "commissar_distinct = distinct" in problems[0]
    assert setup_problems(RS, allowed, {"commissar_distinct": "same_allowed"}) == []


def test_a_pasted_roster_reads_names_and_public_roles():
    """Rosters pasted from a forum thread: numbered or not, any separator, role names in
    either language; an unknown role is kept as written, never guessed."""
    from engine.scenario.setup import parse_roster

    seats = parse_roster(
        RS, "1. Алиса — Монах\n2) Борис\tздоровяк\n\n Вера, Medic\nГлеб: шаман\nДина Петрова\n"
    )
    assert [(s.name, s.public_role) for s in seats] == [
        ("Алиса", "monk"),
        ("Борис", "big_guy"),
        ("Вера", "medic"),
        ("Глеб", None),
        ("Дина Петрова", None),
    ]
    assert seats[3].role_text == "шаман"


THREAD_COPY = """[b]Игра «Осень». Список игроков[/b]
Запись закрыта в 21:00, ночь начинается в 22:00.
----------------------------------------
1. [b]Вася Пупкин[/b] — Монах (12:03)
2. [color=red]Алиса[/color] 12:10
3) Борис, здоровяк
4. [i]Вера[/i]
Ведущий: Кот
Удачи всем! Подробности тут: https://forum.example/t/1
"""


def test_a_real_thread_copy_reads_only_the_players():
    """Issue 29, item 7: a roster copied from the thread with its header, footer, times,
    numbering and BBCode: the numbered lines are the players (names without markup or
    times), everything else is listed as left out, with why."""
    from engine.scenario.roster import read_roster

    reading = read_roster(RS, THREAD_COPY)
    assert [(s.name, s.public_role) for s in reading.seats] == [
        ("Вася Пупкин", "monk"),
        ("Алиса", None),
        ("Борис", "big_guy"),
        ("Вера", None),
    ]
    assert [line for _n, line, _why in reading.skipped] == [
        "[b]Игра «Осень». Список игроков[/b]",
        "Запись закрыта в 21:00, ночь начинается в 22:00.",
        "----------------------------------------",
        "Ведущий: Кот",
        "Удачи всем! Подробности тут: https://forum.example/t/1",
    ]


def test_an_unnumbered_copy_skips_headings_and_sentences():
    from engine.scenario.roster import read_roster

    reading = read_roster(
        RS, "Игроки:\n[b]Алиса[/b]\nБорис — здоровяк\nВсем удачной игры и побольше фрагов\n"
    )
    assert [s.name for s in reading.seats] == ["Алиса", "Борис"]
    assert [why for _n, _l, why in reading.skipped] == ["header", "sentence"]
