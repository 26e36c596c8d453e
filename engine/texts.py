"""Texts a master or a player reads, in Russian and English, rendered from codes and data.

The trace keeps codes and data only; these templates turn them into words. A ruleset may
override any template in its `text:` section. Placeholders may name the kind of id they
hold (`{role:secret_role}`), which is then shown by its localized name.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from .ruleset.load import Ruleset
from .trace import Message, Note, Question, Rejection
from .wording.forum_votes import FORUM_VOTES
from .wording.misc import OTHERS
from .wording.notes import NOTES
from .wording.outcomes import OUTCOMES
from .wording.reasons import REASONS

LANGS = ("ru", "en")

# key: (en, ru); the families in this order, so a later key wins as it did in one literal
TEMPLATES: dict[str, tuple[str, str]] = {
    **REASONS,
    **NOTES,
    **OTHERS,
    **FORUM_VOTES,
    **OUTCOMES,
}


def template(ruleset: Ruleset | None, key: str, lang: str) -> str:
    if ruleset is not None and key in ruleset.text:
        return ruleset.template(key, lang)
    pair = TEMPLATES.get(key)
    if pair is None:
        return key
    return pair[1] if lang == "ru" else pair[0]


def ruleset_notices(ruleset: Ruleset, lang: str) -> list[str]:
    """What the master should know whenever a game of this ruleset is open (`text:
    notice.<key>`, or added by a ruleset check: a card game's sample collection)."""
    return [ruleset.template(k, lang) for k in sorted(ruleset.text) if k.startswith("notice.")]


class _Formatter(string.Formatter):
    def __init__(self, ruleset: Ruleset | None, lang: str) -> None:
        self.ruleset = ruleset
        self.lang = lang

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str):
            return kwargs.get(key, "?")
        return super().get_value(key, args, kwargs)

    def word(self, key: str) -> str:
        return template(self.ruleset, f"word.{key}", self.lang)

    def name(self, kind: str, value: Any) -> str:
        if value is None:
            return "—"
        if kind == "ability":
            return ability_name(self.ruleset, str(value), self.lang)
        if self.ruleset is None:
            return str(value)
        return self.ruleset.name(kind, str(value), self.lang)

    def card_words(self, value: Any, spec: str) -> str:
        """`sources`: ids of HP sources (a card game's cards) named; `sources_by`: player ->
        such ids; `outcome`: an action outcome code in words (`text: outcome.<code>`);
        `param`: an order parameter's label (`text: param.<name>`); `word`: an id the ruleset
        words (`text: word.<id>`), else the id itself."""
        if spec == "word":
            if value is None:
                return self.word("nothing")
            has = self.ruleset is not None and f"word.{value}" in self.ruleset.text
            return self.word(str(value)) if has else str(value)
        if spec in ("outcome", "param"):  # `param`: an order parameter's label
            found = template(self.ruleset, f"{spec}.{value}", self.lang)
            return str(value) if found == f"{spec}.{value}" else found
        if spec == "sources_by" and isinstance(value, Mapping):
            return "; ".join(f"{k}: {self.card_words(v, 'sources')}" for k, v in value.items())
        items = value if isinstance(value, (list, tuple)) else [value]
        return ", ".join(ability_name(self.ruleset, str(i), self.lang) for i in items) or "—"

    def format_field(self, value: Any, spec: str) -> str:
        if spec in (
            "secret_role",
            "public_role",
            "faction",
            "ability",
            "status",
            "phase_kind",
            "location",
        ):
            return self.name(spec, value)
        if spec in ("sources", "sources_by", "outcome", "param", "word"):
            return self.card_words(value, spec)
        if spec == "yesno":
            return self.word("yes" if value else "no")
        if spec == "yesno_peaceful":
            return self.word("peaceful" if value else "not_peaceful")
        if spec == "yesno_hit":
            return self.word("hit" if value else "miss")
        if spec == "or_nobody":
            items = value if isinstance(value, (list, tuple)) else ([value] if value else [])
            return ", ".join(map(str, items)) or self.word("nobody")
        if spec == "role_or_unknown":
            return self.name("secret_role", value) if value else self.word("nothing")
        if spec == "ability_or_none":
            return self.name("ability", value) if value else self.word("nothing")
        if spec == "abilities":
            return ", ".join(self.name("ability", v) for v in value) or self.word("nothing")
        if spec == "hp":
            return self.word("many") if value == "many" else str(value)
        if spec == "reveal":
            if not value:
                return ""
            return self.word("role_revealed").format(role=self.name("secret_role", value))
        if isinstance(value, (list, tuple)):
            return ", ".join(str(v) for v in value)
        return str(super().format_field(value, spec))


def ability_name(ruleset: Ruleset | None, ability_id: str, lang: str) -> str:
    """An ability's localized name, or of another source of HP changes (hospital, mark...)."""
    if ruleset is not None and ruleset.abilities_by_id(ability_id):
        return ruleset.name("ability", ability_id, lang)
    if f"source.{ability_id}" in TEMPLATES or (
        ruleset is not None and f"source.{ability_id}" in ruleset.text
    ):  # a ruleset's own sources too (a card game's cards)
        return template(ruleset, f"source.{ability_id}", lang)
    return ability_id


def flag_name(ruleset: Ruleset | None, kind: str, lang: str) -> str:
    """A mark a player carries (`PlayerState.flags`) in words: the ruleset's
    (`text: flag.<kind>`), else a granted ability's name, else the kind itself."""
    key = f"flag.{kind}"
    if ruleset is not None and key in ruleset.text:
        return ruleset.template(key, lang)
    if ruleset is not None and ruleset.abilities_by_id(kind):
        return ruleset.name("ability", kind, lang)
    return kind


_PLACE_CODES = (
    ("reason.in_", "reason.in_place"),
    ("note.was_in_", "note.was_in_place"),
    ("note.vote_voter_in_", "note.vote_voter_in_place"),
)


def render(ruleset: Ruleset | None, key: str, data: Mapping[str, Any], lang: str) -> str:
    text = template(ruleset, key, lang)
    if text == key:  # a code naming a ruleset's place (in_jail): the generic text
        for prefix, generic in _PLACE_CODES:
            if key.startswith(prefix):
                data = {**data, "place": key[len(prefix) :]}
                text = template(ruleset, generic, lang)
                break
    try:
        return _Formatter(ruleset, lang).vformat(text, (), dict(data))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        return f"{key} {dict(data)}"


def render_note(ruleset: Ruleset | None, note: Note, lang: str) -> str:
    return render(ruleset, f"note.{note.code}", note.data, lang)


def render_reason(ruleset: Ruleset | None, rejection: Rejection, lang: str) -> str:
    data = dict(rejection.data)
    data.setdefault("player", rejection.order.actor)
    data.setdefault("ability", rejection.order.ability)
    return render(ruleset, f"reason.{rejection.code}", data, lang)


def render_question(ruleset: Ruleset | None, question: Question, lang: str) -> str:
    return render(ruleset, f"question.{question.kind}", question.data, lang)


def render_message(ruleset: Ruleset | None, message: Message, lang: str) -> str:
    data: dict[str, Any] = {"target": message.target, **dict(message.result)}
    key = _message_key(ruleset, f"msg.{message.ability}", data)
    # a result that names its outcome may have its own wording (`msg.<ability>.<result>`,
    # `msg.<ability>.<result>.empty` for an empty list: «Bob did not target anyone.»)
    outcome = data.get("result")
    if isinstance(outcome, str) and ruleset is not None:
        lists = [v for v in data.values() if isinstance(v, (list, tuple))]
        empty = f"{key}.{outcome}.empty"
        if lists and not lists[0] and empty in ruleset.text:
            return render(ruleset, empty, data, lang)
        if f"{key}.{outcome}" in ruleset.text:
            return render(ruleset, f"{key}.{outcome}", data, lang)
    return render(ruleset, key, data, lang)


def _message_key(ruleset: Ruleset | None, key: str, data: Mapping[str, Any]) -> str:
    """`msg.<ability>`, or the ruleset's wording of a result that carries a datum
    (`msg.<ability>.with_<datum>`: AM-15's investigation that reports the count, its knife
    that found a role, the boss's message that names the nagant's target)."""
    if ruleset is not None:
        for datum in data:
            if f"{key}.with_{datum}" in ruleset.text:
                return f"{key}.with_{datum}"
    return key


def renderers(ruleset: Ruleset | None, lang: str) -> dict[str, Any]:
    """The four renderers `PhaseTrace.to_json` takes, for one language."""
    return {
        "render_note": lambda n: render_note(ruleset, n, lang),
        "render_message": lambda m: render_message(ruleset, m, lang),
        "render_reason": lambda r: render_reason(ruleset, r, lang),
        "render_question": lambda q: render_question(ruleset, q, lang),
    }
