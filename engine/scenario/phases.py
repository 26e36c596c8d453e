"""A scenario's phases as written (docs: scenario-format.md): each phase's orders, votes
(a player, a ruleset's vote word such as «за мир», or the voter's posts where the ruleset
reads the thread) and the master's decisions, with file and line in every refusal."""

from __future__ import annotations

from typing import Any

from ..model.state import Order, PhaseInput, frozen_map, plain
from ..ruleset.data import Ruleset
from ..ruleset.yamlsrc import YList, YMap, each_map, expect_list

TARGET_KEYS = frozenset({"target", "targets"})
ORDER_KEYS = frozenset({"actor", "ability", "by", "ref"})


def read_phases(root: YMap, ruleset: Ruleset, names: set[str]) -> list[PhaseInput]:
    phases: list[PhaseInput] = []
    known_params = {
        n for a in ruleset.abilities.values() for p in a.params for n in (p.name, *p.aliases)
    }
    plist = root.opt("phases", YList, "the scenario", YList())
    for number, phm in each_map(plist, "a phase"):
        phm.check_keys(
            {"orders", "votes", "revotes", "sold_votes", "decisions", "notes"}
            | ({"thread"} if _reads_forum(ruleset) else set()),
            f"phase {number + 1}",
        )
        orders: list[Order] = []
        olist = phm.opt("orders", YList, f"phase {number + 1}", YList())
        for index, om in each_map(olist, "an order"):
            orders.append(_order(ruleset, om, names, known_params, number + 1, index))
        votes = _votes(ruleset, phm, "votes", names, number + 1)
        decisions = plain(phm.opt("decisions", YMap, f"phase {number + 1}", YMap()))
        if "revotes" in phm:  # the revote on a tie: the answer to the question 'revote'
            decisions["revote"] = _votes(ruleset, phm, "revotes", names, number + 1)
        if "sold_votes" in phm:  # voters whose vote paid for a purchase: not counted
            decisions["sold_votes"] = _voters(phm, "sold_votes", names, number + 1)
        if "thread" in phm:  # a forum day as its posts, read by step 0 (engine.votes.forum)
            if "votes" in phm:
                phm.fail(f"phase {number + 1}: give 'votes' or 'thread', not both", "thread")
            decisions["thread"] = _thread(phm, number + 1)
        phases.append(PhaseInput(tuple(orders), frozen_map(votes), frozen_map(decisions)))
    return phases


def _reads_forum(ruleset: Ruleset) -> bool:
    from ..votes.forum import reads_forum

    return reads_forum(ruleset)


def _thread(phm: YMap, phase: int) -> list[dict[str, Any]]:
    """`thread: [{author, text, number?}, ...]`: the day's posts in order (anyone may have
    written them: a moderator's or a dead player's post is read as casting nothing)."""
    posts: list[dict[str, Any]] = []
    tlist = phm.opt("thread", YList, f"phase {phase}", YList())
    for index, pm in each_map(tlist, "a post"):
        what = f"phase {phase}, thread post {index + 1}"
        pm.check_keys({"author", "text", "number"}, what)
        post: dict[str, Any] = {
            "author": str(pm.req("author", (str, int), what)),
            "text": str(pm.req("text", str, what)),
        }
        if pm.get("number") is not None:
            post["number"] = pm.opt("number", int, what)
        posts.append(post)
    return posts


def _voters(phm: YMap, key: str, names: set[str], phase: int) -> list[str]:
    """A list of players (`sold_votes: [voters]`), each one known."""
    voters = [str(v) for v in expect_list(phm[key], f"phase {phase}: {key}", phm, key)]
    for voter in voters:
        if voter not in names:
            phm.fail(f"phase {phase}: {key}: unknown player '{voter}'", key)
    return sorted(set(voters), key=voters.index)


def _votes(ruleset: Ruleset, phm: YMap, key: str, names: set[str], phase: int) -> dict[str, str]:
    """Voter -> a player's name; where the ruleset reads votes from the thread
    (numbers.vote_post), the voter's post text instead (a string with '[', or a list of
    posts, kept joined by a form feed)."""
    from ..votes.rules import POSTS_SEPARATOR, reads_form

    posts_allowed = reads_form(ruleset)  # a forum-markup day's `votes:` names players
    votes: dict[str, str] = {}
    vmap = phm.opt(key, YMap, f"phase {phase}", YMap())
    for voter, candidate in vmap.items():
        if voter not in names:
            vmap.fail(f"{key}: unknown player '{voter}'", voter)
        if candidate is None:
            continue  # an abstention written as 'Bob:'
        if (
            posts_allowed
            and isinstance(candidate, list)
            and all(isinstance(t, str) for t in candidate)
            and candidate
        ):
            votes[voter] = POSTS_SEPARATOR.join(candidate)
            continue
        if posts_allowed and isinstance(candidate, str) and "[" in candidate:
            votes[voter] = candidate
            continue
        word = ruleset.scenario_keys.vote_word(str(candidate))  # a peace vote
        if str(candidate) not in names and word is None:
            vmap.fail(f"{key}: {voter} votes for unknown player '{candidate}'", voter)
        votes[voter] = str(candidate) if word is None else word
    return votes


def _order(
    ruleset: Ruleset, om: YMap, names: set[str], known_params: set[str], phase: int, index: int
) -> Order:
    what = f"phase {phase}, order {index + 1}"
    allowed = ORDER_KEYS | TARGET_KEYS | known_params
    om.check_keys(allowed, what)
    actor = str(om.req("actor", (str, int), what))
    if actor not in names:
        om.fail(f"{what}: unknown player '{actor}'", "actor")
    raw_ability = str(om.req("ability", str, what))
    ability_id = ruleset.resolve_alias("ability", raw_ability)
    if ability_id is None:
        om.fail(f"{what}: unknown ability '{raw_ability}'", "ability")
    if "target" in om and "targets" in om:
        om.fail(f"{what}: give 'target' or 'targets', not both", "targets")
    targets: list[str] = []
    if om.get("target") is not None:
        targets = [str(om["target"])]
    elif om.get("targets") is not None:
        tl = expect_list(om["targets"], f"{what}: targets", om, "targets")
        targets = [str(t) for t in tl]
    for t in targets:
        if t not in names:
            om.fail(f"{what}: unknown target '{t}'", "target" if "target" in om else "targets")
    by = om.get("by")
    if by is not None and str(by) not in names:
        om.fail(f"{what}: 'by' names unknown player '{by}'", "by")
    return Order(
        actor,
        ability_id,
        tuple(targets),
        frozen_map(_params(ruleset, om, names, what)),
        None if by is None else str(by),
        om.get("ref"),
    )


def _params(ruleset: Ruleset, om: YMap, names: set[str], what: str) -> dict[str, Any]:
    """The order's parameters, each checked; a parameter's older name (`aliases`) is read
    as its own."""
    params: dict[str, Any] = {}
    specs = {
        n: p for a in ruleset.abilities.values() for p in a.params for n in (p.name, *p.aliases)
    }
    for key in om:
        if key in ORDER_KEYS or key in TARGET_KEYS:
            continue
        value = om[key]
        spec = specs[key]
        if spec.name != key and spec.name in om:
            om.fail(f"{what}: give '{spec.name}' or its older name '{key}', not both", key)
        if spec.type in ("player", "players") and value is not None:
            values = value if isinstance(value, list) else [value]
            for v in values:
                if str(v) not in names:
                    om.fail(f"{what}: '{key}' names unknown player '{v}'", key)
        elif (
            spec.type in ("secret_role", "public_role", "faction", "ability")
            and value is not None
            and ruleset.resolve_alias(spec.type, str(value)) in (None, "?ambiguous")
        ):
            om.fail(f"{what}: '{key}': unknown {spec.type.replace('_', ' ')} '{value}'", key)
        params[spec.name] = plain(value)
    return params
