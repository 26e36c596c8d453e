"""The families' place in the effect-kind registry: their `numbers` sections, checked when a
ruleset that uses a family loads (file, line, did-you-mean), and read typed at run time."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ...errors import RulesetError
from .. import ruleset_check
from .schema import SECTIONS, check_sections, nearest

if TYPE_CHECKING:
    from ...ruleset import Ruleset


@ruleset_check
def check_family_sections(ruleset: Ruleset) -> None:
    """Every family section in `numbers` reads into its schema, and each ruling it names
    exists in the ruleset and offers only the options the field understands (its
    metadata `options`, when it declares them)."""
    read = check_sections(ruleset.numbers, ruleset.file)
    for key, params in read.items():
        for field in fields(params):
            ruling = getattr(params, field.name)
            named = field.name.endswith("_ruling") and ruling is not None
            if named and ruling not in ruleset.rulings:
                known = nearest(str(ruling), ruleset.rulings)
                raise RulesetError(
                    f"numbers: {key}: {field.name}: unknown ruling '{ruling}'{known}",
                    ruleset.file,
                )
            understood: tuple[str, ...] = field.metadata.get("options", ())
            if not named or not understood:
                continue
            strange = [o for o in ruleset.rulings[ruling].option_ids() if o not in understood]
            if strange:
                raise RulesetError(
                    f"numbers: {key}: {field.name}: ruling '{ruling}' offers option "
                    f"'{strange[0]}', not understood here (options: {', '.join(understood)})",
                    ruleset.file,
                )


def numbers_section(ruleset: Ruleset, key: str) -> Any:
    """The typed section `numbers.<key>` (None when the ruleset has none)."""

    def build() -> Any:
        if key not in ruleset.numbers:
            return None
        return check_sections({key: ruleset.numbers[key]}, ruleset.file)[key]

    if key not in SECTIONS:
        raise KeyError(key)
    return ruleset.memo(("family_section", key), build)
