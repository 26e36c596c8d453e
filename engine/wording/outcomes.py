"""Words for the core's action outcomes (`engine.codes.Outcome`) and death causes
(`engine.codes.DeathCause`): what the readable report shows where the trace keeps a code,
worded as the console words them (mastergui/text.py, `OUTCOME_WORDS`, `DEATH_CAUSES`). A
ruleset's own outcome or cause is worded in its `text:` (`outcome.<code>`, `cause.<code>`),
which wins over these."""

from ..codes import DeathCause, Outcome

_OUTCOMES: dict[Outcome, tuple[str, str]] = {
    Outcome.PROTECTED: ("protected", "защита"),
    Outcome.APPLIED: ("applied", "применено"),
    Outcome.NO_EFFECT: ("no effect", "без эффекта"),
    Outcome.TRAP_SET: ("trap set", "ловушка поставлена"),
    Outcome.TRAP_IDLE: ("trap did not fire", "ловушка не сработала"),
    Outcome.TRAP_REMOVED: ("trap removed", "ловушка снята"),
    Outcome.MASTER_RESULT: ("result chosen by the master", "результат выбирает мастер"),
    Outcome.MASKED: ("masked", "замаскирован"),
    Outcome.CONTRACTED: ("contract placed", "заказ сделан"),
    Outcome.HUNTED: ("hunt started", "охота начата"),
    Outcome.MISSED: ("missed", "промах"),
    Outcome.NAGANT_GIVEN: ("nagant given", "наган передан"),
    Outcome.BETRAYAL: ("betrayal", "предательство"),
    Outcome.COPIED: ("role copied", "роль скопирована"),
    Outcome.RECHARGED: ("recharged", "перезаряжено"),
    Outcome.SWITCHED_OFF: ("switched off", "выключено"),
    Outcome.CLOUDED: ("mind clouded", "разум помутнён"),
    Outcome.MARK_PLACED: ("mark placed", "метка поставлена"),
    Outcome.MEDITATION: ("meditating", "медитирует"),
    Outcome.AUTO: ("automatic", "автоматически"),
    Outcome.MORTALLY_WOUNDED: ("mortally wounded", "смертельно ранен"),
    Outcome.NO_DAMAGE: ("no damage", "без урона"),
    Outcome.NO_SELF_DAMAGE: ("no self-damage", "без урона себе"),
    Outcome.EXTRA_SHOTS: ("extra shots", "дополнительные выстрелы"),
}

_CAUSES: dict[DeathCause, tuple[str, str]] = {
    DeathCause.EXECUTION: ("executed", "казнён"),
    DeathCause.HP: ("HP at or below zero", "хп на нуле или ниже"),
    DeathCause.KILL: ("killed outright", "убит сразу"),
    DeathCause.MORTAL_WOUND: ("mortal wound", "смертельная рана"),
}

# key: (en, ru)
OUTCOMES: dict[str, tuple[str, str]] = {
    **{f"outcome.{code}": words for code, words in _OUTCOMES.items()},
    **{f"cause.{code}": words for code, words in _CAUSES.items()},
}
