"""Steps 2-9 of a card game phase: blocks, assists, support, the veche's damage (its vote
is the `day_vote` family's), damage, settling the Hands, recon and letters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...trace import EventKind
from .. import hook
from ..common import note
from ..families.seen import lying_low
from .plays import Play, block, hide_disguised, in_step_order, plays, visitors, works
from .state import cards_of, move, owed, pending, phase, projected, record, take_top

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


@hook("ma_control")
def ma_control(ctx: PhaseContext) -> None:
    """Step 2: handcuffs and RSVP: the target's card plays this phase have no effect; then
    whoever played a Disguise that works lies low."""
    for play in in_step_order(ctx, {"block"}):
        if play.target is None:
            continue
        block(ctx, play, play.target)
        ctx.act(play.actor, play.card.id, [play.target], "blocked", order=play.ref)
    hide_disguised(ctx)


@hook("ma_assist", rulings={"assist_once": ("one",)})
def ma_assist(ctx: PhaseContext) -> None:
    """Step 3: «Если цель получила хотя бы 3 Ассиста за ночь, она тянет карту из Колоды в
    Рукав» — once (ruling assist_once)."""
    counts: dict[str, int] = {}
    for _actor, target in phase(ctx).assists:
        counts[target] = counts.get(target, 0) + 1
    phase(ctx).assist_counts = counts
    for name in ctx.order_of_seats:
        if counts.get(name, 0) >= int(ctx.number("assists_to_draw")) and ctx.live(name).alive:
            used = ["assist_once"]
            drawn = take_top(ctx, name, used)
            if drawn is not None:
                cards_of(ctx, name).setdefault("sleeve", []).append(drawn)
                record(ctx, name, "drawn_to_sleeve", [drawn], ability="assist", rulings=used)


def armor(ctx: PhaseContext) -> dict[str, int]:
    """Armor this phase per character («Броня не накапливается между фазами»)."""
    return phase(ctx).armor


@hook("ma_support", rulings={"gains_before_damage": ("draws_first", "damage_first")})
def ma_support(ctx: PhaseContext) -> None:
    """Step 4: armor (bunker, preparation), then draws into Hand (advice)."""
    later = ctx.rule("gains_before_damage") == "damage_first"
    for play in in_step_order(ctx, {"armor", "draw"}):
        if not works(ctx, play):
            ctx.act(
                play.actor,
                play.card.id,
                [play.target or play.actor],
                "no_effect",
                [note("blocked")],
                _blocked_rulings(ctx),
                order=play.ref,
            )
            continue
        who = play.target or play.actor
        if play.card.kind == "armor":
            armor(ctx)[who] = armor(ctx).get(who, 0) + play.card.amount
            ctx.act(
                play.actor,
                play.card.id,
                [who],
                "armor",
                [note("armor", amount=play.card.amount)],
                order=play.ref,
            )
            _reproject(ctx, who, play)
        elif later:
            phase(ctx).late_draws.append(play)
        else:
            draw_into_hand(ctx, play)


def _reproject(ctx: PhaseContext, who: str, play: Play) -> None:
    """Armor given after damage was dealt (never in the default step order) shows at once."""
    if projected(ctx, who) != ctx.live(who).hp:
        move(ctx, who, "armor", [], actor=play.actor, ability=play.card.id, kind=EventKind.HEAL)


def draw_into_hand(ctx: PhaseContext, play: Play) -> None:
    who = play.target or play.actor
    if not ctx.live(who).alive and ctx.step > 4:
        return
    drawn: list[str] = []
    for _ in range(play.card.amount):
        top = take_top(ctx, who, [])
        if top is not None:
            drawn.append(top)
    hand = [*cards_of(ctx, who).get("hand", []), *drawn]
    move(
        ctx,
        who,
        "drawn",
        drawn,
        hand=hand,
        actor=play.actor,
        ability=play.card.id,
        kind=EventKind.HEAL,
        order=play.ref,
        rulings=["gains_before_damage"],
    )


def deal(
    ctx: PhaseContext,
    target: str,
    amount: int,
    actor: str | None,
    ability: str,
    order: str | None = None,
    rulings: tuple[str, ...] = (),
) -> None:
    """`amount` damage units to `target`: armor absorbs (ruling armor_order), the rest is
    settled at step 7; projected HP drops now (an HP event)."""
    units = owed(ctx).setdefault(target, [])
    units.extend([actor] * amount)
    phase(ctx).dealt.setdefault(target, []).extend([actor] * amount)
    _absorb(ctx, target)
    move(
        ctx,
        target,
        "damage",
        [],
        actor=actor,
        ability=ability,
        order=order,
        rulings=("armor_order", *rulings),
    )


def _absorb(ctx: PhaseContext, target: str) -> None:
    """Keep in `owed` only the units armor does not absorb."""
    dealt = phase(ctx).dealt[target]
    shield = armor(ctx).get(target, 0)
    left = max(0, len(dealt) - shield)
    if ctx.rule("armor_order") == "earliest":
        owed(ctx)[target] = dealt[len(dealt) - left :]
    else:
        owed(ctx)[target] = dealt[:left]


@hook(
    "ma_veche_damage",
    rulings={
        "peace_majority": ("cast", "living"),
        "self_vote": ("allowed", "forbidden"),
        "tiebreak_list": ("public_list",),
        "veche_step": ("first", "after_cards"),
        "two_alive_when": ("day_start",),
        "veche_needs_votes": ("no_veche",),
    },
)
def ma_veche_damage(ctx: PhaseContext) -> None:
    """Step 5 (Day): the veche's execution (the vote is the `day_vote` family's:
    rulesets/mafic_arena_12.yaml `numbers.day_vote`): «получает 6 урона», settled with
    the card damage (ruling veche_step: before or after it)."""
    hanged = ctx.executed
    if hanged is None:
        return
    amount = int(ctx.number("veche_damage"))
    used = ("peace_majority", "tiebreak_list", "veche_step")
    if ctx.rule("veche_step") == "after_cards":
        ctx.run_later(6, lambda c: deal(c, hanged, amount, None, "veche", rulings=used))
    else:
        deal(ctx, hanged, amount, None, "veche", rulings=used)


@hook(
    "ma_damage",
    rulings={
        "armor_order": ("earliest", "latest"),
        "same_step_order": ("seating",),  # the same answer as AM-15's ruling of that id
        "blocked_play_counts": ("counts",),
    },
)
def ma_damage(ctx: PhaseContext) -> None:
    """Step 6: card damage, actors in seat order; per actor Sleeve, Hand, Side."""
    assists = phase(ctx).assist_counts
    for play in in_step_order(ctx, {"damage"}):
        if play.target is None:
            continue
        if not works(ctx, play):
            ctx.act(
                play.actor,
                play.card.id,
                [play.target],
                "no_effect",
                [note("blocked")],
                _blocked_rulings(ctx),
                order=play.ref,
            )
            continue
        amount = play.card.amount + play.card.per_assist * assists.get(play.target, 0)
        rulings: tuple[str, ...] = ()
        if play.card.accused_bonus and play.accuse:
            holds, rulings = accusation_holds(ctx, play)
            if holds:
                amount += play.card.accused_bonus
        deal(ctx, play.target, amount, play.actor, play.card.id, play.ref, rulings)


def accusation_holds(ctx: PhaseContext, play: Play) -> tuple[bool, tuple[str, ...]]:
    """«если цель играла все эти карты когда-либо за игру или играет в эту фазу». Plays of
    Mafia-got cards and under Disguise never count; Peaceful names per the ruling."""
    from .state import card

    names = list(play.accuse)
    peaceful = [c for c in names if (found := card(ctx, c)) is not None and found.peaceful]
    if peaceful and ctx.rule("accusation_peaceful") == "void":
        return False, ("accusation_peaceful",)
    names = [c for c in names if c not in peaceful]
    if not names or play.target is None:
        return False, ("accusation_peaceful",)
    target = play.target
    history = {
        str(e["card"]) for e in cards_of(ctx, target).get("played", []) if e.get("grounds", True)
    }
    now = (  # a Disguise this phase (lying low) hides them
        set()
        if lying_low(ctx, target)
        else {p.card.id for p in plays(ctx) if p.actor == target and not p.mafia_got}
    )
    return all(c in history or c in now for c in names), ("accusation_peaceful",)


@hook(
    "ma_settle",
    rulings={"draw_position": ("end", "vacated_slot"), "empty_deck": ("rebuild", "lose_draw")},
)
def ma_settle(ctx: PhaseContext) -> None:
    """Step 7: «вместо сброса карт он просто не добирает новых»; then discard from the top
    («в том порядке, в котором они в ней расположены»); then the draws still pending."""
    for name in ctx.order_of_seats:
        if not ctx.live(name).start.alive:
            continue
        units = len(owed(ctx).get(name, []))
        pend = pending(ctx).get(name, 0)
        cancel = min(units, pend)
        mine = cards_of(ctx, name)
        hand = list(mine.get("hand", []))
        rest = units - cancel
        gone, hand = hand[:rest], hand[rest:]
        # the units armor left, for the frag (rulings armor_order, frag)
        phase(ctx).effective[name] = list(owed(ctx).get(name, []))
        owed(ctx)[name] = []
        pending(ctx)[name] = 0
        slots = _shifted(phase(ctx).slots.get(name, []), rest)
        if cancel:
            ctx.act(None, None, [name], "draw_cancelled", [note("draws_cancelled", count=cancel)])
        used = ["draw_position", "empty_deck"]
        drawn: list[str] = []
        for _ in range(pend - cancel):
            top = take_top(ctx, name, used)
            if top is not None:
                drawn.append(top)
        if not (gone or drawn or cancel or pend):
            continue
        hand = _placed(ctx, hand, drawn, slots, used)
        what = "discarded" if gone else "drawn" if drawn else "draw_lost"
        move(ctx, name, what, gone or drawn, hand=hand, rulings=used)
        if gone and drawn:
            record(ctx, name, "drawn", drawn)
    for play in phase(ctx).late_draws:
        draw_into_hand(ctx, play)


def _shifted(slots: list[int], removed_top: int) -> list[int]:
    return [max(0, s - removed_top) for s in slots]


def _placed(
    ctx: PhaseContext, hand: list[str], drawn: list[str], slots: list[int], used: list[str]
) -> list[str]:
    if ctx.rule("draw_position", used) == "end" or not slots:
        return hand + drawn
    out = list(hand)
    for i, c in enumerate(drawn):
        if i < len(slots):
            out.insert(min(slots[i], len(out)), c)
        else:
            out.append(c)
    return out


@hook("ma_recon")
def ma_recon(ctx: PhaseContext) -> None:
    """Step 8: the camera (the target's plays this phase) and the witness (who targeted
    the target, the actor excluded)."""
    for play in in_step_order(ctx, {"camera", "witness"}):
        if play.target is None or not works(ctx, play):
            continue
        if play.card.kind == "camera":
            seen = (
                []
                if lying_low(ctx, play.target)
                else [
                    p.card.id
                    for p in in_step_order(ctx, {k for k in _all_kinds()})
                    if p.actor == play.target
                ]
            )
            ctx.send(play.actor, play.card.id, play.target, {"cards": seen})
        else:
            who = [n for n in visitors(ctx, play.target) if n != play.actor]
            ctx.send(play.actor, play.card.id, play.target, {"visitors": who})


def _all_kinds() -> tuple[str, ...]:
    from .cards import KINDS

    return KINDS


@hook("ma_letters")
def ma_letters(ctx: PhaseContext) -> None:
    """Step 9: anonymous letters («Цель не узнает, кто отправил сообщение»)."""
    for play in in_step_order(ctx, {"letter"}):
        if play.target is None or not works(ctx, play):
            continue
        ctx.send(play.target, play.card.id, None, {"text": play.text or ""})


def _blocked_rulings(ctx: PhaseContext) -> list[str]:
    """A blocked play was still spent and replaced, and counts as played (accusations)."""
    used: list[str] = []
    ctx.rule("blocked_play_counts", used)
    return used
