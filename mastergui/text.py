"""Display text for engine data: names from the ruleset, notes and reasons from
`engine.texts`, and the few engine codes that have no ruleset name (effect kinds, event
kinds, action outcomes) as translatable words. Rendering only: no rule lives here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.trace import END_OF_PHASE

if TYPE_CHECKING:
    from engine.ruleset.load import Ruleset
    from engine.trace import Action, Death, HpEvent, Message, Note, Question, Rejection


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


# Event kinds, for an HP event without an ability (the names of passives and other sources
# come from engine.texts.ability_name, in the ruleset's languages).
EVENT_WORDS: dict[str, Any] = {  # QT_TRANSLATE_NOOP is typed object
    "damage": QT_TRANSLATE_NOOP("Events", "damage"),
    "heal": QT_TRANSLATE_NOOP("Events", "heal"),
    "kill": QT_TRANSLATE_NOOP("Events", "kill"),
    "drain": QT_TRANSLATE_NOOP("Events", "drain"),
}

# Action outcomes: every engine.model.codes.Outcome (tests/gui/test_codes_words.py). Plain strings:
# this module loads with the window, before the engine.
OUTCOME_WORDS: dict[str, Any] = {  # QT_TRANSLATE_NOOP is typed object
    "protected": QT_TRANSLATE_NOOP("Outcomes", "protected"),
    "applied": QT_TRANSLATE_NOOP("Outcomes", "applied"),
    "no_effect": QT_TRANSLATE_NOOP("Outcomes", "no effect"),
    "master_result": QT_TRANSLATE_NOOP("Outcomes", "result chosen by the master"),
    "missed": QT_TRANSLATE_NOOP("Outcomes", "missed"),
    "no_damage": QT_TRANSLATE_NOOP("Outcomes", "no damage"),
}

# order parameters' labels a ruleset does not word itself (its `text: param.<name>`): the
# common ones; a ruleset's own (AM-15's mafia_role) are its words
PARAM_WORDS: dict[str, Any] = {  # QT_TRANSLATE_NOOP is typed object
    "role": QT_TRANSLATE_NOOP("Params", "role"),
    "victim": QT_TRANSLATE_NOOP("Params", "victim"),
    "card": QT_TRANSLATE_NOOP("Params", "card"),
    "cards": QT_TRANSLATE_NOOP("Params", "cards"),
    "damage": QT_TRANSLATE_NOOP("Params", "damage"),
    "choice": QT_TRANSLATE_NOOP("Params", "choice"),
    "ability": QT_TRANSLATE_NOOP("Params", "ability"),
    "faction": QT_TRANSLATE_NOOP("Params", "faction"),
    "target": QT_TRANSLATE_NOOP("Params", "target"),
    "item": QT_TRANSLATE_NOOP("Params", "item"),
    "amount": QT_TRANSLATE_NOOP("Params", "amount"),
    "hp": QT_TRANSLATE_NOOP("Params", "HP"),
    "count": QT_TRANSLATE_NOOP("Params", "count"),
}

# every engine.model.codes.DeathCause
DEATH_CAUSES: dict[str, Any] = {  # QT_TRANSLATE_NOOP is typed object
    "execution": QT_TRANSLATE_NOOP("Deaths", "executed"),
    "hp": QT_TRANSLATE_NOOP("Deaths", "HP at or below zero"),
    "kill": QT_TRANSLATE_NOOP("Deaths", "killed outright"),
}


def _word(table: dict[str, Any], context: str, code: str) -> str:
    source = table.get(code)
    return translate(context, str(source)) if source is not None else code.replace("_", " ")


def _ruleset_word(ruleset: Ruleset | None, key: str, lang: str) -> str | None:
    """A ruleset's own word for a flag or an outcome (its `text:` section: `flag.<kind>`,
    `outcome.<code>`), which wins over the console's built-in words."""
    if ruleset is None or key not in ruleset.text:
        return None
    return ruleset.template(key, lang)


def flag_word(kind: str, ruleset: Ruleset | None = None, lang: str = "en") -> str:
    """A mark a player carries: the ruleset's word (`text: flag.<kind>`), a granted
    ability's name, else the kind itself (the console has no words of a ruleset's marks)."""
    from engine.texts import flag_name

    found = flag_name(ruleset, kind, lang)
    return found.replace("_", " ") if found == kind else found


def outcome_word(code: str, ruleset: Ruleset | None = None, lang: str = "en") -> str:
    return _ruleset_word(ruleset, f"outcome.{code}", lang) or _word(OUTCOME_WORDS, "Outcomes", code)


def death_cause(code: str, ruleset: Ruleset | None = None, lang: str = "en") -> str:
    """A death cause: the ruleset's own word (`text: cause.<code>`: a mine, poison, the
    den...) or the console's."""
    return _ruleset_word(ruleset, f"cause.{code}", lang) or _word(DEATH_CAUSES, "Deaths", code)


def fell_earlier(death: Death, phase: int) -> bool:
    """HP fell in an earlier phase than the one whose trace lists the death (the avenger's
    extra phase): its step belongs to that phase, not to this one."""
    return death.fell_in is not None and death.fell_in != phase


def step_number(number: int) -> str:
    """A step's number as a column shows it; the end of the phase has a short word."""
    return translate("Steps", "End") if number == END_OF_PHASE else str(number)


def death_step(death: Death, phase: int) -> int | None:
    """The step of phase `phase` the death is at; None when HP fell in another phase."""
    return None if fell_earlier(death, phase) else death.step


def death_place(death: Death, phase: int) -> str:
    """Where a death happened, e.g. "step 8", or "fell at step 8 of phase 4; died at the
    end of phase 5" when HP fell in an earlier phase (the trace's `fell_in`)."""
    if fell_earlier(death, phase):
        text = (
            translate("Deaths", "fell at step %1 of phase %2; died at the end of phase %3")
            if death.step is not None
            else translate("Deaths", "fell in phase %2; died at the end of phase %3")
        )
        return (
            text.replace("%1", str(death.step))
            .replace("%2", str(death.fell_in))
            .replace("%3", str(phase))
        )
    if death.step is None:
        return ""
    return translate("Deaths", "step %1").replace("%1", str(death.step))


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("±0" if value == 0 else f"−{-value}")


@dataclass(frozen=True)
class Texts:
    """Names and rendered texts of one ruleset in one language."""

    ruleset: Ruleset
    lang: str

    def name(self, kind: str, item_id: str | None) -> str:
        if item_id is None:
            return "—"
        return self.ruleset.name(kind, item_id, self.lang)

    def flag(self, kind: str) -> str:
        return flag_word(kind, self.ruleset, self.lang)

    def param(self, name: str) -> str:
        """An order parameter's label: the ruleset's word (`text: param.<name>`), else its
        name."""
        found = self.ruleset.template(f"param.{name}", self.lang)
        if found != f"param.{name}":
            return found
        return _word(PARAM_WORDS, "Params", name)

    def outcome(self, code: str) -> str:
        return outcome_word(code, self.ruleset, self.lang)

    def death_cause(self, code: str) -> str:
        return death_cause(code, self.ruleset, self.lang)

    def faction_colour(self, faction: str) -> str | None:
        """The ruleset's colour of a faction (`colour: "#b3322f"`), or None."""
        found = self.ruleset.factions.get(faction)
        return found.colour if found is not None else None

    def public_role(self, role: str) -> str:
        return self.name("public_role", role)

    def secret_role(self, role: str) -> str:
        return self.name("secret_role", role)

    def faction(self, faction: str) -> str:
        return self.name("faction", faction)

    def phase_kind(self, number: int, rulings: Mapping[str, str]) -> str | None:
        """Phase `number` in the ruleset's words ("Night 2", "Ночь 2") where days and nights
        alternate; None where every phase is alike (AM-15: just "Phase 5")."""
        return self.ruleset.phase_name(number, rulings, self.lang)

    def status(self, status: str) -> str:
        return self.name("status", status)

    def step(self, number: int) -> str:
        if number == END_OF_PHASE:  # what the end-of-phase hooks recorded, after every step
            return translate("Steps", "End of phase")
        return self.name("step", str(number))

    def step_heading(self, number: int) -> str:
        """ "27. Кара", or the end of the phase's own name (it has no number)."""
        if number == END_OF_PHASE:
            return self.step(number)
        return f"{number}. {self.step(number)}"

    def ability(self, ability: str | None) -> str:
        """An ability, or another source of HP changes (hospital, mark, cap...)."""
        from engine.texts import ability_name

        return "—" if ability is None else ability_name(self.ruleset, ability, self.lang)

    def event_ability(self, event: HpEvent) -> str:
        if event.ability is None:
            return _word(EVENT_WORDS, "Events", event.kind.value)
        return self.ability(event.ability)

    def note(self, note: Note) -> str:
        from engine.texts import render_note

        return render_note(self.ruleset, note, self.lang)

    def notes(self, notes: Iterable[Note]) -> str:
        return "; ".join(self.note(n) for n in notes)

    def reason(self, rejection: Rejection) -> str:
        from engine.texts import render_reason

        return render_reason(self.ruleset, rejection, self.lang)

    def message(self, message: Message) -> str:
        from engine.texts import render_message

        return render_message(self.ruleset, message, self.lang)

    def question(self, question: Question) -> str:
        from engine.texts import render_question

        return render_question(self.ruleset, question, self.lang)

    def answer(self, question: Question, option: Any) -> str:
        """An option of a check question, shown as the message the player would read."""
        from engine.trace import Message, freeze

        data = question.data
        if isinstance(option, dict) or hasattr(option, "items"):
            msg = Message(
                str(data.get("actor", "")),
                str(data.get("ability", "")),
                data.get("target"),
                freeze(dict(option)),
                0,
            )
            return self.message(msg)
        # an option the engine words («continue»: «игра продолжается»), a faction (a win
        # question's offer) by its name, else as given
        from engine.texts import template

        key = f"word.{option}"
        found = template(self.ruleset, key, self.lang)
        if found != key:
            return found
        return self.faction(option) if option in self.ruleset.factions else str(option)

    def ruling(self, ruling_id: str, option: str | None = None) -> str:
        """A ruling as the master reads it, in the language: the option's words (the
        question when no option is named); ids only for a ruling the ruleset lacks."""
        ruling = self.ruleset.rulings.get(ruling_id)
        if ruling is None:
            return ruling_id if option is None else f"{ruling_id} = {option}"
        return ruling.ask(self.lang) if option is None else ruling.words(option, self.lang)

    def rulings_in(self, ids: Iterable[str], chosen: Mapping[str, str]) -> str:
        """Rulings an event or death relied on, each as its option in force (a ruling the
        ruleset does not list has no words for the master: left out, never its id)."""
        known = [r for r in ids if r in self.ruleset.rulings]
        return "; ".join(self.ruling(r, self.option_in(r, chosen)) for r in known)

    def rulings_tip(self, ids: Iterable[str], chosen: Mapping[str, str]) -> str:
        """The same with each ruling's question, for a tooltip (words, never ids)."""
        return "\n".join(
            f"{self.ruling_question(r)} — {self.ruling(r, self.option_in(r, chosen))}"
            for r in ids
            if r in self.ruleset.rulings
        )

    def candidate(self, name: str | None) -> str:
        """A vote's candidate: a player, or what the ruleset words (`vote.peace`: «за мир»)."""
        if not name:
            return ""
        key = f"vote.{name}"
        return self.ruleset.template(key, self.lang) if key in self.ruleset.text else name

    def option_in(self, ruling_id: str, chosen: Mapping[str, str]) -> str:
        ruling = self.ruleset.rulings.get(ruling_id)
        return chosen.get(ruling_id) or (ruling.default if ruling is not None else "?")

    def ruling_question(self, ruling_id: str) -> str:
        ruling = self.ruleset.rulings.get(ruling_id)
        return ruling.ask(self.lang) if ruling is not None else ruling_id

    def action_line(self, action: Action) -> str:
        who = action.actor or "—"
        targets = ", ".join(action.targets)
        return f"{who} → {targets}" if targets else who
