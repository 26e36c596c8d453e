"""The end of a metamorphs phase: the night's deaths (role shown), messages, the win.

«При выбывании статус игрока будет оглашен Ведущим.» «Каждый выбывший игрок выходит из
всех личных сообщений». «Победа Пассажирам ... если из игры выбыли все Метаморфы. Победа
Метаморфам присуждается по решению Ведущего ... возможна также патовая ситуация».
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trace import Message
from .. import hook
from ..common import note
from .base import side

if TYPE_CHECKING:
    from ...context import PhaseContext


@hook("meta_messages", rulings={"dead_no_messages": ("none", "deliver")})
def meta_messages(ctx: PhaseContext) -> None:
    """The dead get nothing (ruling dead_no_messages); the doctor, the team and the agent
    get no message at all (deaths are public)."""
    deliver = ctx.rule("dead_no_messages") == "deliver"
    out: list[Message] = []
    for msg in ctx.messages:
        if ctx.live(msg.to).alive or deliver:
            out.append(msg)
        else:
            out.append(
                Message(
                    msg.to,
                    msg.ability,
                    msg.target,
                    msg.result,
                    msg.phase,
                    False,
                    "dead",
                    msg.source,
                )
            )
    ctx.scratch["delivered"] = out


@hook("meta_win", rulings={"converted_faction": ("unchanged", "joins_mafia")})
def meta_win(ctx: PhaseContext) -> None:
    """Town: every metamorph out. Metamorphs or a stalemate: the master's decision, asked
    (question `win`), never taken by the engine."""
    if ctx.state.winner is not None:
        ctx.scratch["winner"] = ctx.state.winner
        return
    living = [p for p in ctx.living() if p.start.faction != "npc"]
    mafia = sum(1 for p in living if side(ctx, p) == "mafia")
    town = sum(1 for p in living if side(ctx, p) == "town")
    winner: str | None = None
    if mafia == 0:
        winner = "town"
    elif mafia >= town:
        outcome = "stalemate" if mafia == town else "mafia"
        answer = ctx.ask(
            "win",
            "win",
            {"mafia": mafia, "town": town, "offer": outcome},
            [outcome, "continue"],
            "continue",
        )
        if answer == "mafia":
            winner = "mafia"
        elif answer == "stalemate":
            winner = "draw"
    if winner is None:
        return
    ctx.scratch["winner"] = winner
    if winner == "draw":
        return
    # «Если Агент дожил до конца игры и при этом убил не менее одного игрока, ему
    # присуждается победа вместе с победившей стороной.»
    for p in living:
        if p.start.faction == "neutral" and int(p.counters.get("frags", 0)) >= 1:
            ctx.notes.append(note("meta_agent_wins", agent=p.name, side=winner))
