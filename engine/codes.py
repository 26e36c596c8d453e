"""The core's codes, one `StrEnum` family per kind: why an order was rejected (`Reason`),
what a note on an event says (`NoteCode`), how an action ended (`Outcome`) and why a
player died (`DeathCause`).

The trace stores the plain string (a `StrEnum` member is one), so saved games and the JSON
format do not change. Texts: reasons and notes in `engine.wording` (`reason.<code>`,
`note.<code>`; merged in `engine.texts.TEMPLATES`), outcomes and death causes in the
console's words (`mastergui.text`, translated in `resources/translations`); tests check
every member has both languages.

A ruleset may add codes of its own (its effects' notes, a place's `in_<place>`): their texts
come from the ruleset's `text:` section, so they are not members here.
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
    # in_<place> for every place where a player cannot act; these two have their own texts,
    # a ruleset's other places the generic `reason.in_place`
    IN_COMA = "in_coma"
    IN_HOSPITAL = "in_hospital"
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
    # the effect kinds' own checks
    BAD_DAMAGE = "bad_damage"
    CIVILIAN_PROTECTED = "civilian_protected"
    CANNOT_MASK = "cannot_mask"
    VICTIM_IS_TARGET = "victim_is_target"
    NOTHING_TO_SWITCH_OFF = "nothing_to_switch_off"
    REST_TOO_EARLY = "rest_too_early"
    NOT_SPENT = "not_spent"
    NO_VOTE = "no_vote"
    CANNOT_COPY = "cannot_copy"


class NoteCode(StrEnum):
    """What a note on an HP event, an action or a ballot says: `note.<code>` in the texts."""

    HALVED = "halved"
    HALVING_NOT_STACKED = "halving_not_stacked"
    CHIEF_PHYSICIAN = "chief_physician"
    HALVING_NOT_COMBINED = "halving_not_combined"
    CONTRACT = "contract"
    BETRAYAL = "betrayal"
    MARK = "mark"
    CONTRACT_REWARD = "contract_reward"
    COUNTERATTACK = "counterattack"
    DOOMED = "doomed"
    STUDENT = "student"
    PARANOID = "paranoid"
    KILLS_ROLE = "kills_role"
    EXTRA_SHOTS = "extra_shots"
    IMMUNE_ROLE = "immune_role"
    HUNTED = "hunted"
    ENDGAME = "endgame"
    FACTION_GUESSED = "faction_guessed"
    SELF_DAMAGE = "self_damage"
    GUESSED = "guessed"
    WRONG_GUESS = "wrong_guess"
    MARK_PLACED = "mark_placed"
    MEDITATION_MARK = "meditation_mark"
    AUTO_MEDITATION = "auto_meditation"
    MASKED_AS = "masked_as"
    TRAP_FIRED = "trap_fired"
    TRAP_IDLE = "trap_idle"
    SETTER_DEAD = "setter_dead"
    VICTIM = "victim"
    SHOWN_HP = "shown_hp"
    RECHARGED = "recharged"
    # was_in_<place> / vote_voter_in_<place>: these have their own texts, a ruleset's other
    # places the generic `note.was_in_place` / `note.vote_voter_in_place`
    WAS_IN_HOSPITAL = "was_in_hospital"
    VOTE_VOTER_IN_COMA = "vote_voter_in_coma"
    VOTE_VOTER_DEAD = "vote_voter_dead"
    VOTE_FOR_DEAD = "vote_for_dead"
    VOTE_UNKNOWN_PLAYER = "vote_unknown_player"
    VIP_SINGLE_VOTE = "vip_single_vote"
    EXTRA_VOTES = "extra_votes"
    SELF_VOTE_PENALTY = "self_vote_penalty"
    AVENGER = "avenger"
    EXECUTED = "executed"
    CURSE = "curse"
    COPIED = "copied"
    SHAKEDOWN_GAIN = "shakedown_gain"
    # a place's regeneration, named by the place id
    HOSPITAL = "hospital"
    COMA = "coma"
    MONK = "monk"
    UNDERTAKER = "undertaker"
    CAP = "cap"
    AVENGER_DIES = "avenger_dies"
    FACTION_DESTROYED = "faction_destroyed"


class Outcome(StrEnum):
    """How an action (a non-HP happening of a step) ended: `Action.outcome`."""

    PROTECTED = "protected"
    APPLIED = "applied"
    NO_EFFECT = "no_effect"
    TRAP_SET = "trap_set"
    TRAP_IDLE = "trap_idle"
    TRAP_REMOVED = "trap_removed"
    MASTER_RESULT = "master_result"
    MASKED = "masked"
    CONTRACTED = "contracted"
    HUNTED = "hunted"
    MISSED = "missed"
    NAGANT_GIVEN = "nagant_given"
    BETRAYAL = "betrayal"
    COPIED = "copied"
    RECHARGED = "recharged"
    SWITCHED_OFF = "switched_off"
    CLOUDED = "clouded"
    MARK_PLACED = "mark_placed"
    MEDITATION = "meditation"
    AUTO = "auto"
    MORTALLY_WOUNDED = "mortally_wounded"
    NO_DAMAGE = "no_damage"
    NO_SELF_DAMAGE = "no_self_damage"
    EXTRA_SHOTS = "extra_shots"


class DeathCause(StrEnum):
    """Why a player died: `Death.cause`."""

    EXECUTION = "execution"
    HP = "hp"
    KILL = "kill"
    MORTAL_WOUND = "mortal_wound"
