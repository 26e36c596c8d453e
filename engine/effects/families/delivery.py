"""Delivery of the phase's private results, as data: the dead get nothing; a character in a
place whose status says `messages: false` (coma) has his results withheld there, and
either kept until he leaves it or lost (`numbers.delivery`).

`held_ruling` names the ruling whose option `lost_option` loses them (else they are
queued and delivered on waking, late); without it they are queued («не получает сообщений
от мастера» until he wakes, AM-15). `last_words_ruling`: a character who dies at the end
of the phase but acted as alive in it (a death of cause `last_words_cause`, or the flag
`last_words_flag` set this phase: the mortally wounded avenger) gets that phase's results
when its option is `delivered_option`.

The dead's results are withheld (`dead`: `all` the dead, or `tonight` only those the
families' kills took this phase), unless the option of `dead_ruling` is
`dead_delivered_option` (NAR: «Killing doesn't stop the actions of the dead player»; seed
003: «Каждый выбывший игрок выходит из всех личных сообщений»)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from ...trace import Message
from .. import hook
from .registry import section_or
from .schema import section
from .state import record
from .statuses import new_statuses

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext

QUEUE = "messages"  # the namespace of the queue across phases (GameState.extra)
OK, DEAD = "ok", "dead"


@section("delivery")
@dataclass(frozen=True, slots=True)
class DeliveryParams:
    """Who gets the phase's results (the `messages` hook). A character in a place whose
    status says `messages: false` (coma) has them withheld there and queued till he
    leaves it, or lost when the option of `held_ruling` is `lost_option`. The dead get
    none (`dead`: `all` the dead, `tonight`: only those the families' kills took this
    phase) unless the option of `dead_ruling` is `dead_delivered_option`; one who dies at
    the end of the phase having acted in it (a death of cause `last_words_cause`, or the
    flag `last_words_flag`) gets them when the option of `last_words_ruling` is
    `delivered_option`."""

    held_ruling: str | None = field(default=None, metadata={"options": ("lost", "queued")})
    lost_option: str = "lost"
    last_words_ruling: str | None = field(
        default=None, metadata={"options": ("delivered", "withheld")}
    )
    delivered_option: str = "delivered"
    last_words_cause: str | None = None
    last_words_flag: str | None = None
    dead: Literal["all", "tonight"] = "all"
    dead_ruling: str | None = None
    dead_delivered_option: str = "delivered"


def _params(ctx: PhaseContext) -> DeliveryParams:
    return section_or(ctx.ruleset, "delivery", DeliveryParams)


def _last_words(ctx: PhaseContext, p: DeliveryParams) -> set[str]:
    """Who dies at the end of the phase having acted as alive in it, when the ruling
    delivers them that phase's results."""
    if p.last_words_ruling is None:
        return set()
    names = {d.player for d in ctx.deaths if d.cause == p.last_words_cause}
    names |= {n.name for n in ctx.seated() if p.last_words_flag in n.flags}
    if not names or ctx.rule(p.last_words_ruling) != p.delivered_option:
        return set()
    return names


@hook("messages")
def messages(ctx: PhaseContext) -> None:
    """Deliver the results: held in a place without messages (queued or lost), the dead
    get nothing; what was queued is delivered (late) to whoever woke."""
    p = _params(ctx)
    new = new_statuses(ctx).new
    last_words = _last_words(ctx, p)
    queue = p.held_ruling is None or ctx.rule(p.held_ruling) != p.lost_option

    dead_get_them = p.dead_ruling is not None and ctx.rule(p.dead_ruling) == p.dead_delivered_option
    killed = record(ctx).deaths

    def where(name: str) -> str:
        """OK, DEAD, or the place that holds the results back."""
        if not ctx.live(name).alive:
            kept = (
                name in last_words or dead_get_them or (p.dead == "tonight" and name not in killed)
            )
            return OK if kept else DEAD
        entry = new.get(name)
        if entry is None or ctx.ruleset.place(entry.location).messages:
            return OK
        return entry.location

    out: list[Message] = []
    queued: list[dict[str, Any]] = []
    own = ctx.own(QUEUE)
    for held in own.get("queued", ()):
        msg = Message.from_json(held)
        state = where(msg.to)
        if state == OK:
            out.append(Message(msg.to, msg.ability, msg.target, msg.result, msg.phase, True))
        elif state != DEAD:
            queued.append(dict(held))
    for msg in ctx.messages:
        state = where(msg.to)
        if state == OK:
            out.append(msg)
            continue
        out.append(replace(msg, delivered=False, withheld=state))
        if state != DEAD and queue:
            queued.append(msg.to_json())
    ctx.outcome.delivered = out
    own["queued"] = queued
