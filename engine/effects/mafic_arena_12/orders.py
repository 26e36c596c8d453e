"""Step 0 (reorders, card checks; the deal is in `deal`) and step 1 (cards leave their
containers) of a card game phase."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...trace import EventKind
from .. import EffectKind, hook, kind
from .deal import start_game
from .plays import Play, plays
from .state import NS, card, cards_of, collection, move, phase, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...ruleset.abilities import AbilityDef

ONCE = ("play_hand", "play_sleeve", "discard", "assist", "fill_side", "heir")
VISITS = ("play_hand", "play_sleeve", "play_side", "assist")  # the orders that visit


def action(ro: ResolvedOrder) -> str:
    return str(ro.ability.effect.get("action", ro.ability.id))


# --- step 0: reorders and the checks of card orders -------------------------------------------


@hook(
    "ma_orders",
    rulings={
        "exclusive_conflict": ("later", "both"),
        "accusation_peaceful": ("drop", "void", "reject_order"),
        "empty_hand_own_action": ("dies", "reject_order"),
        "heir_target": ("any", "mafia_only"),
        "side_fill_draw": ("no", "replace"),
        "duplicate_topmost": ("topmost", "lowest"),
        "new_cards_next_phase": ("next_phase",),
        "day_containers": ("allowed",),
        "neutral_odds": ("never",),
    },
)
def ma_orders(ctx: PhaseContext) -> None:
    if ctx.phase == 1 and not ctx.state.extra.get(NS):
        start_game(ctx)
    mine = [ro for ro in ctx.orders if ro.cancelled is None]
    mine.sort(key=lambda ro: ro.index)
    _reorders(ctx, [ro for ro in mine if action(ro) == "reorder"])
    _once_each(ctx, [ro for ro in mine if action(ro) != "reorder"])
    for ro in mine:
        if ro.cancelled is None:
            problem = _card_problem(ctx, ro)
            if problem is not None:
                _reject(ctx, ro, problem[0], **problem[1])
    _side_copies(ctx, [ro for ro in mine if ro.cancelled is None and action(ro) == "play_side"])
    _empty_hand(ctx, [ro for ro in mine if ro.cancelled is None])


def _reject(ctx: PhaseContext, ro: ResolvedOrder, code: str, **data: Any) -> None:
    ro.cancelled = code
    ctx.reject(ro.order, code, 0, ability=ro.ability.id, **data)


def _reorders(ctx: PhaseContext, orders: list[ResolvedOrder]) -> None:
    """«этот порядок игрок может поменять в любой момент»: the last valid reorder counts."""
    last: dict[str, ResolvedOrder] = {}
    for ro in orders:
        hand = cards_of(ctx, ro.actor).get("hand", [])
        wanted = [str(c) for c in ro.params.get("cards") or ()]
        if sorted(wanted) != sorted(hand):
            _reject(ctx, ro, "not_the_hand", cards=wanted, hand=list(hand))
            continue
        if ro.actor in last:
            _reject(ctx, last[ro.actor], "replaced", replaced_by=ro.ref)
        last[ro.actor] = ro
    for name, ro in last.items():
        cards_of(ctx, name)["hand"] = [str(c) for c in ro.params["cards"]]
        record(
            ctx,
            name,
            "reordered",
            ro.params["cards"],
            actor=name,
            ability=ro.ability.id,
            order=ro.ref,
        )


def _once_each(ctx: PhaseContext, orders: list[ResolvedOrder]) -> None:
    """Each action at most once a phase; discard not with play_hand (ruling
    exclusive_conflict: the later is rejected, or both)."""
    used: list[str] = ["exclusive_conflict"]
    both = ctx.rule("exclusive_conflict", used) == "both"
    first: dict[tuple[str, str], ResolvedOrder] = {}
    losers: list[tuple[ResolvedOrder, ResolvedOrder]] = []
    for ro in orders:
        act = action(ro)
        group = "hand_out" if act in ("play_hand", "discard") else act
        if act not in ONCE and act != "discard":
            continue
        key = (ro.actor, group)
        if key in first:
            losers.append((ro, first[key]))
        else:
            first[key] = ro
    for ro, earlier in losers:
        _reject(ctx, ro, "once_a_phase", other=earlier.ref)
        if both and earlier.cancelled is None:
            _reject(ctx, earlier, "once_a_phase", other=ro.ref)


def _card_problem(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    act = action(ro)
    night = "veche" not in {s.id for s in ctx.steps()}
    if act in ("discard", "assist") and not night:
        return "wrong_phase", {"kind": ctx.kind.id}  # «Применяется только Ночью»
    if act == "assist" and ro.target is None:
        return "missing_target", {}
    if act == "heir":
        return _heir_problem(ctx, ro)
    if act in ("discard", "fill_side"):
        return _cards_in_hand(ctx, ro)
    if act.startswith("play_"):
        return _play_problem(ctx, ro, night)
    return None


def _heir_problem(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    if ro.target is None:
        return "missing_target", {}
    if (
        ctx.rule("heir_target") == "mafia_only"
        and ctx.live(ro.target).start.faction != ctx.live(ro.actor).start.faction
    ):
        return "heir_not_mafia", {"target": ro.target}
    return None


def _cards_in_hand(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    wanted = [str(c) for c in ro.params.get("cards") or ()]
    if not wanted:
        return "missing_param", {"param": "cards"}
    hand = list(cards_of(ctx, ro.actor).get("hand", []))
    for other in ctx.orders:  # not the copies played or discarded (fill_side)
        if (
            other is not ro
            and other.actor == ro.actor
            and other.cancelled is None
            and action(other) in ("play_hand", "discard")
            and action(ro) == "fill_side"
        ):
            for c in _listed(other):
                if c in hand:
                    hand.remove(c)
    for c in wanted:
        if c not in hand:
            return "card_not_held", {"card": c, "container": "hand"}
        hand.remove(c)
    return None


def _listed(ro: ResolvedOrder) -> list[str]:
    if ro.params.get("card") is not None:
        return [str(ro.params["card"])]
    return [str(c) for c in ro.params.get("cards") or ()]


def _play_problem(
    ctx: PhaseContext, ro: ResolvedOrder, night: bool
) -> tuple[str, dict[str, Any]] | None:
    cid = ro.params.get("card")
    if cid is None:
        return "missing_param", {"param": "card"}
    found = card(ctx, str(cid))
    if found is None:
        return "unknown_card", {"card": cid}
    source = str(ro.ability.effect["from"])
    held = cards_of(ctx, ro.actor).get(source, [])
    ids = [e["card"] if isinstance(e, Mapping) else e for e in held]
    if str(cid) not in ids:  # held at the start: a card arriving now plays next phase
        ctx.rule("new_cards_next_phase")
        return "card_not_held", {"card": cid, "container": source}
    ctx.rule("day_containers")  # any container by Day: the card's own timing decides
    if found.when == "night" and not night:
        return "wrong_phase", {"kind": ctx.kind.id, "card": cid}  # «только Ночью»
    if found.target == "other" and ro.target is None:
        return "missing_target", {"card": cid}
    if found.target == "none" and ro.target is not None:
        return "no_targets", {"card": cid}
    return _accusation_problem(ctx, ro)


def _accusation_problem(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    names = [str(c) for c in ro.params.get("accuse") or ()]
    peaceful = [c for c in names if (card(ctx, c) is not None and card(ctx, c).peaceful)]  # type: ignore[union-attr]
    if peaceful and ctx.rule("accusation_peaceful") == "reject_order":
        return "peaceful_accused", {"cards": peaceful}
    return None


def _side_copies(ctx: PhaseContext, orders: list[ResolvedOrder]) -> None:
    """«не одну и ту же карту несколько раз»: a Side id with no unplayed copy left."""
    left: dict[str, list[str]] = {}
    for ro in orders:
        have = left.setdefault(ro.actor, [e["card"] for e in cards_of(ctx, ro.actor)["side"]])
        cid = str(ro.params["card"])
        if cid not in have:
            _reject(ctx, ro, "side_copy_used", card=cid)
        else:
            have.remove(cid)


def _empty_hand(ctx: PhaseContext, orders: list[ResolvedOrder]) -> None:
    """Ruling empty_hand_own_action `reject_order`: a Side fill that would leave no card."""
    if ctx.rule("empty_hand_own_action") != "reject_order":
        return
    replaced = ctx.rule("side_fill_draw") == "replace"
    for ro in orders:
        if action(ro) != "fill_side":
            continue
        hand = len(cards_of(ctx, ro.actor).get("hand", []))
        filled = len(_listed(ro))
        if hand - filled + (filled if replaced else 0) <= 0:
            _reject(ctx, ro, "empty_hand", cards=_listed(ro))


# --- step 1: cards leave ------------------------------------------------------------------------


def _take(ctx: PhaseContext, items: list[Any], cid: str, used: list[str]) -> tuple[int, Any]:
    """The copy of `cid` an order means (ruling duplicate_topmost): its index and entry."""
    spots = [i for i, e in enumerate(items) if (e["card"] if isinstance(e, Mapping) else e) == cid]
    pick = spots[-1] if ctx.rule("duplicate_topmost", used) == "lowest" else spots[0]
    return pick, items[pick]


@kind
class CardOrder(EffectKind):
    """Every order of the card game: what leaves which container at step 1 (the cards'
    effects follow at their steps, run by the ruleset's hooks)."""

    name: ClassVar[str] = "ma_order"
    params: ClassVar[Mapping[str, type]] = {"action": str, "from": str}

    def applies_to(self, ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
        """A card played at the target or an assist visits him (the witness card sees
        it); naming an heir does not."""
        return action(ro) in VISITS

    def param_options(
        self, ctx: PhaseContext, actor: str, ability: AbilityDef, param: str
    ) -> tuple[str, ...] | None:
        """The cards held at the start of the phase in the container the order takes from
        (the Hand for discards, the Side and reorders); an accusation names any card of the
        collection; a letter's text is free."""
        if param == "accuse":
            return tuple(collection(ctx).cards)
        if param not in ("card", "cards"):
            return None
        if ctx.phase == 1 and not ctx.state.extra.get(NS):
            start_game(ctx)  # the deal happens at step 0 of phase 1: the same deal here
        source = str(ability.effect.get("from", "hand"))
        items = cards_of(ctx, actor).get(source) or []
        # every copy, in the container's order (a discard may name both pistols)
        return tuple(str(e["card"] if isinstance(e, Mapping) else e) for e in items)

    def param_names(
        self, ctx: PhaseContext, ability: AbilityDef, param: str
    ) -> Mapping[str, tuple[str, ...]] | None:
        """A card parameter names cards of the collection by their names (a letter's text
        is free)."""
        if param not in ("card", "cards", "accuse"):
            return None
        return {c.id: (c.ru, c.en) for c in collection(ctx).cards.values()}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        act = action(ro)
        mine = cards_of(ctx, ro.actor)
        used: list[str] = []
        if act.startswith("play_"):
            self._play(ctx, ro, mine, used)
        elif act == "discard":
            hand = list(mine["hand"])
            cards = _listed(ro)
            for c in cards:
                hand.pop(_take(ctx, hand, c, used)[0])
            _vacate(ctx, ro.actor, mine["hand"], cards)
            move(
                ctx,
                ro.actor,
                "discarded",
                cards,
                hand=hand,
                draws=len(cards),
                actor=ro.actor,
                ability=ro.ability.id,
                order=ro.ref,
                rulings=used,
            )
        elif act == "fill_side":
            self._fill(ctx, ro, mine, used)
        elif act == "assist":
            if ro.target is not None:  # a targetless assist counts for nobody
                phase(ctx).assists.append((ro.actor, ro.target))
            ctx.act(ro.actor, ro.ability.id, [str(ro.target)], "assist", order=ro.ref)
        elif act == "heir":
            mine["heir"] = ro.target
            ctx.act(ro.actor, ro.ability.id, [str(ro.target)], "heir_named", order=ro.ref)

    def _play(
        self, ctx: PhaseContext, ro: ResolvedOrder, mine: dict[str, Any], used: list[str]
    ) -> None:
        source = str(ro.ability.effect["from"])
        cid = str(ro.params["card"])
        found = card(ctx, cid)
        assert found is not None  # checked at step 0
        mafia_got = False
        if source == "side":
            taken = phase(ctx).side_taken.setdefault(ro.actor, [])
            free = [e for i, e in enumerate(mine["side"]) if i not in taken]
            pos, entry = _take(ctx, free, cid, used)
            taken.append(mine["side"].index(entry))
            mafia_got = bool(entry.get("mafia"))
        elif source == "sleeve":
            pos, entry = _take(ctx, mine["sleeve"], cid, used)
            mine["sleeve"].pop(pos)
            mafia_got = isinstance(entry, Mapping) and bool(entry.get("mafia"))
        if source in ("side", "sleeve"):
            record(
                ctx,
                ro.actor,
                "played",
                [cid],
                actor=ro.actor,
                ability=ro.ability.id,
                order=ro.ref,
                rulings=used,
            )
        else:
            hand = list(mine["hand"])
            pos, _entry = _take(ctx, hand, cid, used)
            hand.pop(pos)
            _vacate(ctx, ro.actor, mine["hand"], [cid])
            move(
                ctx,
                ro.actor,
                "played",
                [cid],
                hand=hand,
                draws=1,
                actor=ro.actor,
                ability=ro.ability.id,
                order=ro.ref,
                rulings=used,
            )
        accuse = tuple(str(c) for c in ro.params.get("accuse") or ())
        text = ro.params.get("text")
        plays(ctx).append(
            Play(
                ro.actor,
                found,
                source,
                ro.target,
                accuse,
                None if text is None else str(text),
                ro.ref,
                ro.index,
                mafia_got,
                used,
            )
        )

    def _fill(
        self, ctx: PhaseContext, ro: ResolvedOrder, mine: dict[str, Any], used: list[str]
    ) -> None:
        cards = _listed(ro)
        hand = list(mine["hand"])
        for c in cards:
            hand.pop(_take(ctx, hand, c, used)[0])
            mine["side"].append({"card": c, "mafia": False})
        draws = len(cards) if ctx.rule("side_fill_draw", used) == "replace" else 0
        used.append("side_fill_draw")
        move(
            ctx,
            ro.actor,
            "to_side",
            cards,
            hand=hand,
            draws=draws,
            actor=ro.actor,
            ability=ro.ability.id,
            kind=EventKind.DRAIN,
            order=ro.ref,
            rulings=used,
        )


def _vacate(ctx: PhaseContext, name: str, hand: list[str], cards: list[str]) -> None:
    """Where replacement draws go under draw_position `vacated_slot`: the slots left."""
    slots = phase(ctx).slots.setdefault(name, [])
    rest = list(hand)
    for c in cards:
        if c in rest:
            i = rest.index(c)
            slots.append(i)
            rest[i] = "\0"
