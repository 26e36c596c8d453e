"""The end of a metamorphs phase: the night's deaths (role shown), messages, the win.

«При выбывании статус игрока будет оглашен Ведущим.» «Каждый выбывший игрок выходит из
всех личных сообщений». «Победа Пассажирам ... если из игры выбыли все Метаморфы. Победа
Метаморфам присуждается по решению Ведущего ... возможна также патовая ситуация».
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trace import Message
from .. import hook

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
