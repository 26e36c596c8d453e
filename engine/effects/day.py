"""Step 0: the vote (execution) and the public-role abilities. Public abilities are not
attacks; the executed character's secret action of the phase does not happen."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ..context import public_roles_of
from ..model import Effect, Order, frozen_map
from ..rulings import declare
from ..trace import Death, EventKind, Vote, VoteTally
from . import EffectKind, Ids, hook, kind
from .common import deal_damage, fraction, immune, note

if TYPE_CHECKING:
    from ..context import Live, PhaseContext, ResolvedOrder
    from ..ruleset import Ruleset

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "avenger_executed": ("acts_this_phase", "dies_at_once"),
        "avenger_killed_twice": ("keep_first_frag", "execution"),
        "executed_public_ability": ("resolves", "cancelled"),
    },
)


def vote_weight(ctx: PhaseContext, voter: Live) -> Fraction | None:
    """The heaviest weight above 1 of the voter's public roles; None: his vote weighs 1
    (most voters: no Fraction is compared, as Fractions are slow)."""
    heavier = ctx.ruleset.memo("heavier_votes", lambda: _heavier_votes(ctx.ruleset))
    weight: Fraction | None = None
    for role_id in public_roles_of(ctx, voter):
        w = heavier.get(role_id)
        if w is not None and (weight is None or w > weight):
            weight = w
    return weight


def _heavier_votes(ruleset: Ruleset) -> dict[str, Fraction]:
    """The public roles whose vote weighs more than 1, with its weight."""
    return {
        role_id: role.vote_weight
        for role_id, role in ruleset.public_roles.items()
        if role.vote_weight is not None and role.vote_weight > 1
    }


@hook(
    "vote",
    then=("statuses", "apply_statuses"),
    rulings={
        "day_sequence": ("vote_first", "abilities_first"),
    },
)
def vote(ctx: PhaseContext) -> None:
    """Tally the vote; more than half of the votes cast executes. By default before the
    day's public abilities (ruling day_sequence)."""
    if ctx.rule("day_sequence") == "abilities_first":
        ctx.run_later(ctx.step, tally)
    else:
        tally(ctx)


def tally(ctx: PhaseContext) -> None:
    votes_in: Mapping[str, str] = ctx.scratch.get("votes_in", {})
    ballots: list[Vote] = []
    extra = {ro.actor: ro for ro in ctx.orders if ro.ability.kind == "extra_votes"}
    for voter in in_seat_order(ctx, votes_in):
        candidate = votes_in[voter]
        refused = refused_ballot(ctx, voter, candidate)
        if refused is not None:
            ballots.append(refused)
            continue
        heavier = vote_weight(ctx, ctx.live(voter))
        if heavier is None:
            ballots.append(Vote(voter, candidate, 1.0, ()))
        elif immune(ctx, candidate, "vote_weight"):
            ballots.append(Vote(voter, candidate, 1.0, (note("vip_single_vote"),)))
        else:
            ballots.append(Vote(voter, candidate, float(heavier), ()))
        if voter in extra:
            count = int(extra[voter].params["count"])
            ballots.append(
                Vote(voter, candidate, float(count), (note("extra_votes", count=count),))
            )
    for live in ctx.living():
        penalty = live.trait("self_vote_penalty")
        if penalty is not None and ctx.place_of(live.name).votes:
            ballots.append(
                Vote(
                    live.name,
                    live.name,
                    -float(fraction(penalty["votes"])),
                    (note("self_vote_penalty"),),
                )
            )
    totals, cast = vote_totals(ballots)
    executed = None
    for candidate, total in totals.items():
        if cast > 0 and total > cast / 2:
            executed = candidate
    ctx.votes = VoteTally(tuple(ballots), frozen_map(totals), cast, executed)
    if executed is not None:
        execute(ctx, executed)


def vote_totals(ballots: list[Vote]) -> tuple[dict[str, float], float]:
    """Each candidate's total of the counted ballots, and the votes cast (the counted
    positive weights: a self-vote penalty is not a vote cast)."""
    totals: dict[str, float] = {}
    cast: list[float] = []
    for b in ballots:
        if b.counted:
            weight = b.weight
            totals[b.candidate] = totals.get(b.candidate, 0.0) + weight
            if weight > 0:
                cast.append(weight)
    return totals, sum(cast)


def in_seat_order(ctx: PhaseContext, voters: Mapping[str, str]) -> list[str]:
    """The voters in seating order, then any who are not players as given (each ballot of
    the tally in that order, not sorted)."""
    seated = [name for name in ctx.order_of_seats if name in voters]
    if len(seated) < len(voters):
        players = ctx.players
        seated.extend(v for v in voters if v not in players)
    return seated


def refused_ballot(ctx: PhaseContext, voter: str, candidate: str) -> Vote | None:
    """A vote that cannot count (`ballot_problem`): rejected with the reason, and kept in the
    tally uncounted with its note; None when it counts."""
    problem = ballot_problem(ctx, voter, candidate)
    if problem is None:
        return None
    order = Order(voter, "vote", (candidate,), ref=f"{ctx.phase}.vote.{voter}")
    ctx.reject(order, problem[0], **problem[1])
    why = {
        "actor_dead": "vote_voter_dead",
        "target_dead": "vote_for_dead",
        "unknown_player": "vote_unknown_player",
    }.get(problem[0], f"vote_voter_{problem[0]}")  # vote_voter_in_coma
    return Vote(voter, candidate, 0.0, (note(why),), counted=False)


def ballot_problem(
    ctx: PhaseContext, voter: str, candidate: str
) -> tuple[str, dict[str, Any]] | None:
    if voter not in ctx.players:
        return "unknown_player", {"player": voter}
    if candidate not in ctx.players:
        return "unknown_player", {"player": candidate}
    live = ctx.live(voter)
    if not live.alive:
        return "actor_dead", {"player": voter}
    place = ctx.place_of(voter)
    if not place.votes:
        return f"in_{place.id}", {"player": voter}
    if not ctx.live(candidate).alive:
        return "target_dead", {"targets": [candidate]}
    return None


def hang(ctx: PhaseContext, live: Live, rulings: Iterable[str] = ()) -> None:
    """The execution itself: HP to 0 (or stays below), dead and executed."""
    ctx.change_hp(
        live.name,
        min(live.hp, 0),
        kind=EventKind.EXECUTION,
        actor=None,
        ability="execution",
        notes=[note("executed")],
        rulings=rulings,
    )
    live.alive = False
    live.executed = True


def execute(ctx: PhaseContext, name: str) -> None:
    live = ctx.live(name)
    ctx.executed = name
    used: list[str] = []
    if (
        live.trait("mortal_wound") is not None
        and live.start.status != "mortally_wounded"
        and ctx.rule("avenger_executed", used) == "acts_this_phase"
    ):
        live.flags.add("mortal_now")
        ctx.act(None, "execution", [name], "mortally_wounded", [note("avenger")], used)
        return
    hang(ctx, live)
    wound = next(iter(live.effects_of("mortal_wound")), None)
    if (
        live.start.status == "mortally_wounded"
        and wound is not None
        and ctx.rule("avenger_killed_twice", used) == "keep_first_frag"
    ):
        # executed in his extra phase: the kill was already someone's («впервые»)
        ctx.deaths.append(
            Death(
                name,
                wound.params.get("frag"),
                wound.params.get("step"),
                "mortal_wound",
                tuple(used),
                wound.since,
            )
        )
    else:
        ctx.deaths.append(Death(name, None, 0, "execution", tuple(used)))
    for ro in ctx.orders:
        if ro.actor == name and not ro.ability.public:
            ro.cancelled = "executed"
            ctx.reject(ro.order, "executed", 0, player=name)
    if ctx.rule("executed_public_ability", used) == "cancelled":
        for ro in ctx.orders:
            if ro.actor == name and ro.ability.public:
                ro.cancelled = "executed"
                ctx.reject(ro.order, "executed", 0, player=name)


@kind
class ExtraVotes(EffectKind):
    """Up to 3 extra votes on his own vote's target, 20 damage to himself per vote."""

    name = "extra_votes"
    params: ClassVar[Mapping[str, Any]] = {"self_damage": int}

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        candidate = ctx.scratch.get("votes_in", {}).get(ro.actor)
        if candidate is None:
            return "no_vote", ro.actor
        if candidate in ctx.players and immune(ctx, candidate, "extra_votes"):
            return "immune", candidate
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        count = int(ro.params["count"])
        deal_damage(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.actor,
            base=count * int(ro.effect("self_damage")),
            attack=False,
            order=ro.ref,
            notes=[note("extra_votes", count=count)],
        )


@kind
class Shakedown(EffectKind):
    """Take `amount` HP from the target and gain `amount` (even if it had less)."""

    name = "shakedown"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "shakedown_is_damage": ("transfer", "damage"),
        "shakedown_low_hp": ("takes_what_there_is", "takes_five"),
    }
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"amount": int}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        amount = int(ro.effect("amount"))
        target = ctx.live(ro.targets[0])
        used: list[str] = []
        if ctx.rule("shakedown_is_damage", used) == "damage":
            deal_damage(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target.name,
                base=amount,
                attack=False,
                order=ro.ref,
                rulings=used,
            )
        else:
            taken = amount
            if target.hp < amount and ctx.rule("shakedown_low_hp", used) == "takes_what_there_is":
                taken = max(target.hp, 0)
            ctx.change_hp(
                target.name,
                target.hp - taken,
                kind=EventKind.DRAIN,
                actor=ro.actor,
                ability=ro.ability.id,
                rulings=used,
                order=ro.ref,
            )
        me = ctx.live(ro.actor)
        ctx.change_hp(
            ro.actor,
            me.hp + amount,
            kind=EventKind.HEAL,
            actor=ro.actor,
            ability=ro.ability.id,
            notes=[note("shakedown_gain")],
            order=ro.ref,
        )


@kind
class Curse(EffectKind):
    """Damage equal to a third of the missing HP at the start of the phase (max 33)."""

    name = "curse"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "curse_missing_hp_of": ("cultist", "target"),
    }
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"fraction": str, "max": int}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        used: list[str] = []
        whose = ro.actor if ctx.rule("curse_missing_hp_of", used) == "cultist" else ro.targets[0]
        start = ctx.live(whose).start
        missing = max(start.max_hp - start.hp, 0)
        share = fraction(ro.effect("fraction"))  # missing * share rounded up, in ints
        amount = min(-(-missing * share.numerator // share.denominator), int(ro.effect("max")))
        deal_damage(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.targets[0],
            base=amount,
            attack=False,
            order=ro.ref,
            rulings=used,
            notes=[note("curse", missing=missing, of=whose)],
        )


@kind
class CopyRole(EffectKind):
    """Take a public role's abilities: for the next phase (plagiarist) or for ever from
    the next phase (marauder, from a dead character)."""

    name = "copy_role"
    params: ClassVar[Mapping[str, Any]] = {"forbid_roles": Ids("public_role"), "permanent": bool}

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        role = ctx.live(ro.targets[0]).start.public_role
        if role in (ro.effect("forbid_roles") or ()):
            return "cannot_copy", role
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        role = ctx.live(ro.targets[0]).start.public_role
        permanent = bool(ro.effect("permanent"))
        kind_name = "looted_role" if permanent else "copied_role"
        ctx.live(ro.actor).effects.append(
            Effect(
                kind_name,
                ro.targets[0],
                ctx.phase,
                ctx.phase + 1,
                None if permanent else ctx.phase + 1,
                frozen_map({"role": role}),
            )
        )
        ctx.act(
            ro.actor, ro.ability.id, ro.targets, "copied", [note("copied", role=role)], order=ro.ref
        )
