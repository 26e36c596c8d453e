"""Which vote rules a game reads: the ruleset's form and its rulings, and today's roll.

A ruleset whose day reads votes from posts declares `numbers.vote_post` (template, phrase,
optionally `skips_to_leave` and `skip_counter`), and its vote hook registers how its
rulings map to `VoteRules` (`@vote_rules("hook")`). Shared code names no ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..model.errors import InputError
from ..model.state import GameState
from ..ruleset.load import Ruleset
from .form import VoteForm
from .model import Roll, VoteRules

RulesFor = Callable[[VoteForm, Mapping[str, Any], Callable[[str], str], Ruleset], VoteRules]
_RULES: dict[str, RulesFor] = {}


def vote_rules(hook_name: str) -> Callable[[RulesFor], RulesFor]:
    """Register how a vote hook's rulings shape the reading of posts."""

    def register(fn: RulesFor) -> RulesFor:
        _RULES[hook_name] = fn
        return fn

    return register


def reads_form(ruleset: Ruleset) -> bool:
    """Whether the ruleset's day is read by a vote post's form (`template`/`phrase`); a
    ruleset with `vote_post: {markup: forum}` is read by engine.votes.forum instead."""
    data = ruleset.numbers.get("vote_post")
    return isinstance(data, Mapping) and data.get("markup") is None


def post_form(ruleset: Ruleset) -> Mapping[str, Any]:
    data = ruleset.numbers.get("vote_post")
    if not isinstance(data, Mapping):
        raise InputError(
            f"the ruleset {ruleset.id} reads no votes from posts (no numbers.vote_post)"
        )
    return data


def rules_for(ruleset: Ruleset, rulings: Mapping[str, str]) -> VoteRules:
    """The vote rules of a game: the form, and what its rulings say about it."""
    from ..effects import get_hook

    data = post_form(ruleset)
    form = VoteForm.from_data(data)

    def rule(rid: str) -> str:
        if rid in rulings:
            return rulings[rid]
        return ruleset.rulings[rid].default

    for step in ruleset.steps:
        for name in (*step.passives, *step.after):
            get_hook(name)  # importing the hook's module registers its vote rules
            if name in _RULES:
                return _RULES[name](form, data, rule, ruleset)
    leave = data.get("skips_to_leave")
    return VoteRules(form, skips_to_leave=leave if isinstance(leave, int) else None)


def roll_of(ruleset: Ruleset, state: GameState) -> Roll:
    """Today's roll: who sits, who is alive, who may vote, skips so far."""
    data = post_form(ruleset)
    counter = str(data.get("skip_counter", "skips"))
    voters = []
    for p in state.players:
        status = next((s for s in ruleset.statuses if s.id == p.status), None)
        role = ruleset.secret_roles.get(p.secret_role)
        no_vote = role is not None and any(t.trait == "no_vote" for t in role.traits)
        if p.alive and (status is None or status.votes) and not no_vote:
            voters.append(p.name)
    return Roll.of(
        [p.name for p in state.players],
        [p.name for p in state.living],
        voters,
        {p.name: int(p.counters.get(counter, 0)) for p in state.players},
    )


POSTS_SEPARATOR = "\f"  # a voter's several posts in one vote value (scenario, store)
# the decision that carries a day's pasted posts in a game store (voter -> post texts, or a
# list of them): the votes table holds player names only
THREAD = "thread"
