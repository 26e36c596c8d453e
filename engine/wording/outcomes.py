"""Words for the core's action outcomes (`engine.model.codes.Outcome`) and death causes
(`engine.model.codes.DeathCause`): what the readable report shows where the trace keeps a code,
worded as the console words them (mastergui/text.py, `OUTCOME_WORDS`, `DEATH_CAUSES`). A
ruleset's own outcome or cause is worded in its `text:` (`outcome.<code>`, `cause.<code>`),
which wins over these."""

from ..model.codes import DeathCause, Outcome

_OUTCOMES: dict[Outcome, tuple[str, str]] = {
    Outcome.PROTECTED: ("protected", "защита"),
    Outcome.APPLIED: ("applied", "применено"),
    Outcome.NO_EFFECT: ("no effect", "без эффекта"),
    Outcome.MASTER_RESULT: ("result chosen by the master", "результат выбирает мастер"),
    Outcome.MISSED: ("missed", "промах"),
    Outcome.NO_DAMAGE: ("no damage", "без урона"),
}

_CAUSES: dict[DeathCause, tuple[str, str]] = {
    DeathCause.EXECUTION: ("executed", "казнён"),
    DeathCause.HP: ("HP at or below zero", "хп на нуле или ниже"),
    DeathCause.KILL: ("killed outright", "убит сразу"),
}

# key: (en, ru)
OUTCOMES: dict[str, tuple[str, str]] = {
    **{f"outcome.{code}": words for code, words in _OUTCOMES.items()},
    **{f"cause.{code}": words for code, words in _CAUSES.items()},
}
