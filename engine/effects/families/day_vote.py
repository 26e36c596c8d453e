"""The day's vote and execution: one hook (`day_vote`) for every ruleset, its differences
the typed parameters of `numbers.day_vote` (issue 27, item 3).

A day vote is read (`reader`), counted (`count`, with its ties) and executed
(`execution`): each a word of the section, each way a small module of this family —
`vote` (the forum thread to majority and hammer), `vote_posts` (votes read from posts by
the ruleset's vote form, the revote, the coin, the skips), `ballots` and `tally` (votes as
names: weights, sold votes, days without a vote; majority of the votes cast, plurality,
the most votes with their ties; `bought_votes`: votes bought with HP), `execution` (what
the executed suffers)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal

from ...model.errors import RulesetError
from ...ruleset.schema import Ref
from ...votes import VoteForm, VoteRules
from ...votes.rules import vote_rules
from .. import hook, ruleset_check, trait
from .mortal_wound import MortalWoundParams
from .registry import section_or
from .schema import section
from .switch import Switch

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext
    from ...ruleset.load import Ruleset

NO_VOTE = "no_vote"  # a trait: a living player without the right to vote (an NPC)
trait(__name__, NO_VOTE)


def understood(*options: str) -> Any:
    """A `*_ruling` field's default (none) and the options the family understands: the
    ruling it names may offer no other (checked at load, families.registry)."""
    return field(default=None, metadata={"options": options})


@dataclass(frozen=True, slots=True)
class Hanging:
    """Who a `most` vote never executes (`never`: traits or items), executes only when
    every other living player votes for him (`lynch_only`: roles or items), and the item
    that saves him (`bribe`) unless a living holder of `countered_by` is not his ally (a
    faction in `lone_factions` has no allies); a bribe that saves is spent when `used_up`
    (or the ruling it names, unless its option is `kept`)."""

    never: tuple[str, ...] = ()
    lynch_only: tuple[str, ...] = ()
    bribe_item: str | None = None
    countered_by: str | None = None
    lone_factions: tuple[str, ...] = ()
    used_up: bool | Annotated[str, Ref("ruling")] = False


@dataclass(frozen=True, slots=True)
class Wounded:
    """An executed holder of `numbers.mortal_wound`'s trait is mortally wounded instead
    while `when` (a `{ruling: option}`) holds and his status is not the wound's yet:
    `lasting` gives him the trait's effect till the next phase (a killed avenger), else he
    acts this phase (a flag); `first_frag`: executed when already wounded, the wound's frag
    stays his killer's. The trait and status are the `mortal_wound` section's (one place)."""

    when: Switch
    lasting: bool = False
    first_frag: Switch = field(default_factory=dict)


@section("day_vote")
@dataclass(frozen=True, slots=True)
class DayVoteParams:
    """The day vote's words, the rulings it reads and its ways (see the module).

    When: `order_ruling` (option `abilities_first`: after the step's public abilities),
    `night_zero_ruling` (option `resolves`: phase 1 is night 0, no day), `skip_kinds`
    (phase kinds without a vote), `no_vote_days` (days whose votes are shown, not counted).

    Reading: `reader` — `thread` (the forum counter, or names), `posts` (the vote form of
    `numbers.vote_post`; its rulings `format_ruling`, `change_ruling`,
    `malformed_skip_ruling`, `double_skip_ruling`, `revote_skip_ruling`,
    `revote_candidates_ruling`, `npc_vote_ruling` (option `votes`: the `no_vote` trait
    votes too)) or `names` (a vote is a name; `check`: `orders` refuses a ballot as an
    order, `start` judges it by the start of the phase, `living` by now; `self_ruling`
    (option `forbidden`); `sold_votes` (the phase's sold votes are not counted); `weights`
    (public roles' vote weight, votes bought by orders of kind `buy_votes`, a trait's
    self-vote penalty `penalty_trait`, `immune_trait` makes a vote against its holder
    weigh one and refuses votes bought on him)).

    Counting: `count` — `hammer` (majority with No Lynch: `threshold_ruling`,
    `deadline_ruling`, `quota_ruling`, `weight_key`, `tie_question`),
    `majority_of_cast` (more than half the votes cast), `plurality` (the most, alone),
    `most` (the most votes; `no_lynch` is the abstention, `peace_ruling` its majority's
    base, `min_alive` the fewest living for a vote); `count_ruling` names a ruling whose
    option is the count; `ties`: what a tie does in turn (`revote`, `coin`, `master`,
    `list`: the earliest in the scenario's list `list_key` by the player's entry
    `list_entry` of the ruleset's state `list_namespace`, else the seat; nothing left:
    nobody); `tie_question`, `tie_switch` (the master is asked only when it holds),
    `next_switch` (an unexecutable top: the next), `hanging`.

    Execution: `execution` — `flip` (out at once, flipped: `dead_reason`, `cancelled`,
    `shows_role`), `hp` (HP to 0, `wounded`, `public_cancel_switch`,
    `hp_event_rulings`, `cancel`), `die` (dead, `still_act_switch`), `hook` (the
    ruleset's own, `damage_hook`); `cause` is the death's cause, `note_prefix` the
    ruleset's own notes."""

    reader: Literal["thread", "posts", "names"] = "thread"
    count: Literal["hammer", "majority_of_cast", "plurality", "most"] = "hammer"
    execution: Literal["flip", "hp", "die", "hook"] = "flip"
    ties: tuple[Literal["revote", "coin", "master", "list"], ...] = ()
    no_lynch: str = "no_lynch"
    weight_key: str = "vote_weight"
    threshold_ruling: str | None = None
    deadline_ruling: str | None = None
    quota_ruling: str | None = None
    tie_question: str = "plurality_tie"
    cause: str = "lynch"
    dead_reason: str = "dead"
    note_prefix: str = "family_"
    # when
    order_ruling: str | None = understood("vote_first", "abilities_first")
    night_zero_ruling: str | None = understood("setup", "resolves")
    skip_kinds: tuple[str, ...] = ()
    no_vote_days: tuple[int, ...] = ()
    # reading posts
    format_ruling: str | None = understood("tolerant", "exact")
    change_ruling: str | None = understood("malformed", "last_counts")
    malformed_skip_ruling: str | None = understood("no", "yes")
    double_skip_ruling: str | None = understood("total", "in_a_row")
    revote_skip_ruling: str | None = understood("one", "two")
    revote_candidates_ruling: str | None = understood("any", "tied")
    npc_vote_ruling: str | None = understood("no_vote", "votes")
    revote_question: str = "revote"
    coin_ruling: str | None = understood("master")
    # reading names
    check: Literal["orders", "start", "living"] = "orders"
    self_ruling: str | None = understood("allowed", "forbidden")
    sold_votes: bool = False
    weights: bool = False
    penalty_trait: Annotated[str, Ref("trait")] | None = None
    immune_trait: Annotated[str, Ref("trait")] | None = None
    # counting
    count_ruling: str | None = understood("majority_of_cast", "plurality")
    peace_ruling: str | None = understood("cast", "living")
    min_alive: int = 0
    tie_switch: Switch = field(default_factory=dict)
    next_switch: Switch = field(default_factory=dict)
    hanging: Hanging = field(default_factory=Hanging)
    # execution
    cancelled: str | None = None
    shows_role: bool = False
    wounded: Wounded | None = None
    public_cancel_switch: Switch = field(default_factory=dict)
    hp_event_rulings: bool = True
    cancel: Literal["secret", "not_run", "all"] = "all"
    still_act_switch: Switch = field(default_factory=dict)
    damage_hook: str | None = None
    # ties by a list («выше по списку»)
    list_key: str | None = None
    list_namespace: str | None = None
    list_entry: str = "public"


def params(ctx: PhaseContext) -> DayVoteParams:
    return section_or(ctx.ruleset, "day_vote", DayVoteParams)


@ruleset_check
def check_wounded(ruleset: Ruleset) -> None:
    """`wounded` needs `numbers.mortal_wound`: the wound's trait and status are written
    only there."""
    if section_or(ruleset, "day_vote", DayVoteParams).wounded is None:
        return
    if section_or(ruleset, "mortal_wound", MortalWoundParams).trait is None:
        raise RulesetError(
            "numbers: day_vote: wounded needs numbers: mortal_wound with its trait and status",
            ruleset.file,
        )


@vote_rules("day_vote")
def rules_of(
    form: VoteForm, data: Mapping[str, Any], rule: Callable[[str], str], ruleset: Ruleset
) -> VoteRules:
    """How `reader: posts` reads a post by the section's rulings."""
    p = section_or(ruleset, "day_vote", DayVoteParams)
    leave = data.get("skips_to_leave")
    return VoteRules(
        form,
        exact=_option(rule, p.format_ruling, "exact"),
        several="last" if _option(rule, p.change_ruling, "last_counts") else "malformed",
        malformed_is_skip=_option(rule, p.malformed_skip_ruling, "yes"),
        skips_to_leave=leave if isinstance(leave, int) else None,
    )


def _option(rule: Callable[[str], str], ruling: str | None, option: str) -> bool:
    return ruling is not None and rule(ruling) == option


@hook("day_vote", then=("statuses", "apply_statuses"))
def day_vote(ctx: PhaseContext) -> None:
    p = params(ctx)
    if ctx.kind.id in p.skip_kinds:
        return
    if p.night_zero_ruling and ctx.phase < 2 and ctx.rule(p.night_zero_ruling) == "resolves":
        return  # phase 1 is night 0: no day, no vote
    if p.order_ruling and ctx.rule(p.order_ruling) == "abilities_first":
        ctx.run_later(ctx.step, lambda c: run(c, p))
    else:
        run(ctx, p)


def run(ctx: PhaseContext, p: DayVoteParams) -> None:
    if p.reader == "posts":
        from .vote_posts import vote_by_posts

        vote_by_posts(ctx, p)
    elif p.reader == "thread":
        from .vote import majority_vote

        majority_vote(ctx, p)
    else:
        from .tally import vote_by_names

        vote_by_names(ctx, p)
