"""AM-15's passive traits and the numbers each takes (validated when a ruleset loads); the
families that act on them name them from rulesets/am15.yaml."""

from __future__ import annotations

from .. import trait

# passive traits and the numbers they take (validated when a ruleset loads)
trait(__name__, "regen", amount=int)
trait(__name__, "counterattack", damage=int)
trait(__name__, "self_vote_penalty", votes=(int, float, str))
trait(__name__, "paranoid")
trait(__name__, "mortal_wound")
trait(__name__, "chief_physician", at=str, factor=str, regen=int, combines_with=list)
trait(__name__, "undertaker", amount=int)
trait(__name__, "student", factor=str)
trait(__name__, "stuntman", enters=str, enters_below=int, warn_below=int, shown=list)
trait(__name__, "immune", abilities=list)
trait(__name__, "masochist")
trait(__name__, "afterlife")
trait(__name__, "auto_meditation")
