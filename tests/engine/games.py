"""Random whole games for property tests: any mix of roles, legal and illegal orders."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from engine import Order, PhaseInput, PlayerSetup, builtin_ruleset

RS = builtin_ruleset("am15")
PUBLIC = sorted(RS.public_roles)
SECRET = sorted(RS.secret_roles)
ABILITIES = sorted({a.id for a in RS.abilities.values()})
PARAM_VALUES: dict[str, Any] = {
    "role": SECRET,
    "mafia_role": ["boss", "brute", "killer", "sensei"],
    "yakuza_role": ["sensei", "ninja", "shinobi", "boss"],
    "faction": sorted(RS.factions),
    "recharge": ABILITIES,
    "damage": [20, 25, 30],
    "count": [0, 1, 2, 3, 4],
    "hp": [-5, 1, 30, 60, 100, 150],
    "amount": [0, 1, 50, 150, 5000, 6000],
}


@st.composite
def setups(draw: st.DrawFn, min_players: int = 3, max_players: int = 20) -> list[PlayerSetup]:
    n = draw(st.integers(min_players, max_players))
    publics = draw(st.lists(st.sampled_from(PUBLIC), min_size=n, max_size=n))
    secrets = draw(st.lists(st.sampled_from(SECRET), min_size=n, max_size=n))
    out = []
    for i in range(n):
        hp = draw(st.one_of(st.none(), st.none(), st.integers(-5, 140)))
        choice = None
        if secrets[i] == "commissar":
            choice = draw(st.sampled_from([None, "surveillance", "dossier"]))
        out.append(PlayerSetup(f"P{i + 1}", publics[i], secrets[i], hp, choice))
    return out


def own_abilities(setup: PlayerSetup) -> list[str]:
    """The abilities a player's roles give (legal-looking orders are the interesting ones)."""
    grants = list(RS.secret_roles[setup.secret_role].grants)
    for succ in RS.secret_roles[setup.secret_role].succession:
        grants.extend(succ.grants)
    grants.extend(RS.public_roles[setup.public_role].grants)
    return sorted({RS.abilities[g.ability].id for g in grants}) or ABILITIES


@st.composite
def orders(draw: st.DrawFn, names: list[str], players: list[PlayerSetup] | None = None) -> Order:
    actor = draw(st.sampled_from(names))
    if players is not None and draw(st.integers(0, 3)):
        setup = next(p for p in players if p.name == actor)
        ability = draw(st.sampled_from(own_abilities(setup)))
    else:
        ability = draw(st.sampled_from(ABILITIES))
    targets = tuple(draw(st.lists(st.sampled_from(names), min_size=0, max_size=4)))
    params: dict[str, Any] = {}
    for key in draw(
        st.lists(st.sampled_from([*sorted(PARAM_VALUES), "victim"]), max_size=3, unique=True)
    ):
        params[key] = (
            draw(st.sampled_from(names))
            if key == "victim"
            else draw(st.sampled_from(PARAM_VALUES[key]))
        )
    by = draw(st.one_of(st.none(), st.sampled_from(names)))
    return Order(actor, ability, targets, params, by)


@st.composite
def phases(
    draw: st.DrawFn, names: list[str], count: int, players: list[PlayerSetup] | None = None
) -> list[PhaseInput]:
    out = []
    for _ in range(count):
        ords = draw(st.lists(orders(names, players), max_size=len(names) + 4))
        voters = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
        votes = {v: draw(st.sampled_from(names)) for v in voters}
        out.append(PhaseInput(tuple(ords), votes))
    return out


@st.composite
def games(
    draw: st.DrawFn, min_players: int = 3, max_players: int = 20, max_phases: int = 4
) -> tuple[list[PlayerSetup], list[PhaseInput], int, dict[str, str]]:
    players = draw(setups(min_players, max_players))
    names = [p.name for p in players]
    count = draw(st.integers(1, max_phases))
    seed = draw(st.integers(0, 2**16))
    rulings = {}
    for rid, ruling in RS.rulings.items():
        if draw(st.integers(0, 5)) == 0:
            rulings[rid] = draw(st.sampled_from(ruling.option_ids()))
    return players, draw(phases(names, count, players)), seed, rulings
