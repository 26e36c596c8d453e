"""The phase post of Mafic Arena XII: the veche's totals, never who voted («но не то, кто
конкретно за кого голосовал»), no secret role, no card; each living player's private
message lists his own cards («Количество карт в Рукаве, Сайде и Колоде знает только
владелец»)."""

from __future__ import annotations

from pathlib import Path

from engine.export.post import private_messages, public_post
from engine.scenario.load import load_scenario, resolve_game

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def test_the_day_post_gives_totals_not_ballots() -> None:
    scenario = load_scenario(DEMO)
    day = resolve_game(scenario, 2)[-1]
    post = public_post(scenario.ruleset, day.trace, day.state, lang="ru")
    assert "Кил" in post  # the hanged
    assert "[b]Кил[/b] — 3" in post and "[b]за мир[/b] — 2" in post  # totals only
    assert "Вася (Кузнец) — [color=black]в игре · Рука 3[/color]" in post  # the Hand's size
    assert "Колода" not in post and "Рукав" not in post and "Сайд" not in post
    for secret in (
        "killer",
        "Киллер",
        "civilian",
        "pistol",
        "Пистолет",
        "rifle",
        "Вася → Кил",
        "Вася: Кил",
    ):
        assert secret not in post, secret
    ballots = [b for b in day.trace.votes.ballots if b.voter == "Маша"]
    assert ballots and f"Маша → {ballots[0].candidate}" not in post


def test_private_messages_list_the_own_cards() -> None:
    scenario = load_scenario(DEMO)
    night = resolve_game(scenario, 1)[-1]
    texts = private_messages(scenario.ruleset, night.trace, lang="ru")
    assert "Рука" in texts["Вася"] and "Свидетель" in texts["Вася"]  # the cards by name
    assert "Кил" in texts and "Руки команды" in texts["Кил"]  # the Mafia's intel
