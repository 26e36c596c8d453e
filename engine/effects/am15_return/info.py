"""The traits of «Возвращение»'s information (connections, dossier, exposure, espionage,
the witness and identification are the investigate, count, visit_check and witness
families' in rulesets/am15_return.yaml), and the rulings those read by name."""

from __future__ import annotations

from ...ruleset.rulings import declare
from .. import trait

trait(__name__, "ret_paranoid")
trait(__name__, "ret_forensics")

declare(
    __name__,
    {
        "witness_charge": ("always", "on_death"),  # the witness family's charge_ruling
        "lie_low_identification": ("civilian_rules", "never"),  # identify: lying_low_ruling
    },
)
