"""Votes bought with one's own HP (families.bought_votes, kind `buy_votes`; issue 27): the
day vote's extra ballots, read from the phase's votes (`ctx.inputs.votes`), their price
data. Seed 000, the revolutionary: «Может вносить до 3 дополнительных голосов за цель
своего голосования. Получает 20 урона за каждый дополнительный голос.»"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from engine import RulesetError
from engine.effects import index
from engine.effects.families.day_vote import DayVoteParams
from engine.ruleset.load import builtin_ruleset, load_ruleset

from .variant import write_variant

if TYPE_CHECKING:
    from tests.engine.conftest import Resolve

VOTE = """
    ruleset: {ruleset}
    players:
      - {{name: A, public: revolutionary, secret: civilian}}
      - {{name: B, public: other, secret: civilian}}
      - {{name: C, public: other, secret: civilian}}
      - {{name: D, public: other, secret: ninja}}
      - {{name: E, public: other, secret: killer}}
    phases:
      - orders: [{{actor: A, ability: extra_votes, count: 2}}]
        votes: {votes}
"""


def variant(data: Path, body: str) -> Path:
    return write_variant(data, "am15", body)


def test_the_revolutionary_buys_votes_with_the_family() -> None:
    """The ability is the family's kind; the day vote needs no word for it."""
    ability = builtin_ruleset("am15").abilities["extra_votes"]
    assert (ability.kind, dict(ability.effect)) == ("buy_votes", {"hp_per_vote": 20})
    assert index.KINDS["buy_votes"] == "engine.effects.families.bought_votes"
    assert "extra_kind" not in DayVoteParams.__dataclass_fields__


def test_a_variant_prices_a_vote_in_yaml_only(data: Path, resolve: Resolve) -> None:
    """«Получает 20 урона за каждый дополнительный голос»; a variant's 10: two votes bought
    cost 40 in AM-15, 20 in the variant, and D has 1 + 2 + 1 = 4 of 5 either way."""
    variant(data, "abilities:\n  extra_votes: {effect: {hp_per_vote: 10}}\n")
    for ruleset, cost in (("am15", -40), ("mine", -20)):
        (p1,) = resolve(VOTE.format(ruleset=ruleset, votes="{A: D, B: D, C: E}"))
        assert p1.deltas("A") == [cost]
        assert (p1.votes_for("D"), p1.executed) == (4, "D")
        [bought] = [b for b in p1.trace.votes.ballots if b.weight == 2]
        assert [n.code for n in bought.notes] == ["extra_votes"]  # the ability's note


def test_extra_votes_need_a_vote_of_ones_own(resolve: Resolve) -> None:
    """«за цель своего голосования»: the revolutionary who does not vote is refused
    (`no_vote`) and pays nothing."""
    (p1,) = resolve(VOTE.format(ruleset="am15", votes="{B: D, C: E}"))
    assert p1.codes("A") == ["no_vote"]
    assert p1.deltas("A") == []


def test_a_mistake_in_the_price_is_named(data: Path) -> None:
    path = variant(data, "abilities:\n  extra_votes: {effect: {hp_per_vot: 10}}\n")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "unknown key 'hp_per_vot' for kind 'buy_votes'" in str(caught.value)
    assert "did you mean 'hp_per_vote'" in str(caught.value)
