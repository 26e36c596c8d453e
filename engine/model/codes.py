"""The core's codes, one `StrEnum` family per kind: why an order was rejected (`Reason`),
what a note on an event says (`NoteCode`), how an action ended (`Outcome`) and why a
player died (`DeathCause`).

The trace stores the plain string (a `StrEnum` member is one), so saved games and the JSON
format do not change. Texts: reasons and notes in `engine.wording` (`reason.<code>`,
`note.<code>`; merged in `engine.texts.TEMPLATES`), outcomes and death causes in the
console's words (`mastergui.text`, translated in `resources/translations`); tests check
every member has both languages.

A ruleset may add codes of its own (its effects' notes, reasons and outcomes, a place's
`in_<place>`): their texts come from the ruleset's `text:` section, so they are not members
here (AM-15's, in rulesets/am15.yaml, among them: issue 27, item 5).
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Why an order (or a ballot) was rejected: `reason.<code>` in the texts."""

    UNKNOWN_PLAYER = "unknown_player"
    UNKNOWN_ABILITY = "unknown_ability"
    ACTOR_DEAD = "actor_dead"
    NOT_YOUR_ABILITY = "not_your_ability"
    WRONG_GAME_SIZE = "wrong_game_size"
    NOT_YET = "not_yet"
    WRONG_PHASE = "wrong_phase"
    # in_<place> for every place where a player cannot act (a ruleset's status as data):
    # the ruleset's text `reason.in_<place>`, else the generic `reason.in_place`
    PUBLIC_BY_OTHER = "public_by_other"
    NOT_TEAMMATE = "not_teammate"
    BY_DEAD = "by_dead"
    NO_CHARGES = "no_charges"
    CHOICE_MADE = "choice_made"
    CHOICE_TAKEN = "choice_taken"
    UNKNOWN_PARAM = "unknown_param"
    MISSING_PARAM = "missing_param"
    BAD_PARAM = "bad_param"
    SELF_ONLY = "self_only"
    NO_TARGETS = "no_targets"
    TOO_FEW_TARGETS = "too_few_targets"
    TOO_MANY_TARGETS = "too_many_targets"
    TARGETS_NOT_DISTINCT = "targets_not_distinct"
    NOT_ON_SELF = "not_on_self"
    TARGET_ALIVE = "target_alive"
    TARGET_DEAD = "target_dead"
    ONCE_PER_TARGET = "once_per_target"
    IMMUNE = "immune"
    REPLACED = "replaced"
    NOT_COMBINABLE = "not_combinable"
    EXECUTED = "executed"


class NoteCode(StrEnum):
    """What a note on an HP event, an action or a ballot says: `note.<code>` in the texts.
    A ruleset's effects word their own notes (`text: note.<code>`); was_in_<place> and
    vote_voter_in_<place> fall back to `note.was_in_place` / `note.vote_voter_in_place`."""

    EXECUTED = "executed"
    CAP = "cap"


class Outcome(StrEnum):
    """How an action (a non-HP happening of a step) ended: `Action.outcome`."""

    PROTECTED = "protected"
    APPLIED = "applied"
    NO_EFFECT = "no_effect"
    MASTER_RESULT = "master_result"
    MISSED = "missed"
    NO_DAMAGE = "no_damage"


class DeathCause(StrEnum):
    """Why a player died: `Death.cause`."""

    EXECUTION = "execution"
    HP = "hp"
    KILL = "kill"
