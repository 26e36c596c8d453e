"""Whole random AM-15 games for the leak properties, played phase by phase.

Orders are drawn against the state the game is in: mostly abilities the actor really has
(secret and public grants, the right number of targets, parameters of the right type),
some aimed at the dead or at oneself, and some pure noise (any ability, any targets).
Players get names that try to break BBCode and Markdown: they contain no digit (so any
digit in a numeric-free post is a leak) and no role name (so any role name is a leak).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from engine import GameState, Order, PhaseInput, PlayerSetup, builtin_ruleset, new_game
from engine.resolution.driver import Resolution, resolve_phase
from engine.ruleset.load import AbilityDef, ParamSpec

RS = builtin_ruleset("am15")
PUBLIC = sorted(RS.public_roles)
SECRET = sorted(RS.secret_roles)
ABILITY_KEYS = sorted(RS.abilities)
FACTIONS = sorted(RS.factions)

# Hostile but digit-free and role-free names; none is a part of another.
NASTY_NAMES = (
    "[b]Алиса",
    "Бо[/b]рис",
    "[url=http://evil.example/x]Вера[/url]",
    "*Глеб*",
    "_Дина_",
    "`Егор`",
    "~~Жанна~~",
    "Зоя|Ия",
    "> Кира",
    "@everyone",
    "[color=red]Лев[/color]",
    "Мира]",
    "Нина\u202eаниН",
    "Олег\nПётр",
    "Рита :skull:",
    "# Стас",
    "[spoiler]Тая",
    "||Уля||",
    "<@&Фёдор>",
    "- Хлоя",
    "Эмма [/spoiler]",
    "Юра\\",
    "[i]Яна",
    "www.Ян.рф",
    "[quote=Ева]",
    "$Ада",
    "${Инна}",
)


def role_words() -> list[str]:
    """Every spelling of every secret role, Russian and English (and aliases)."""
    words: list[str] = []
    for role in RS.secret_roles.values():
        words += [role.names.ru, role.names.en, *role.names.aliases]
    return words


@st.composite
def setups(draw: st.DrawFn, min_players: int = 3, max_players: int = 20) -> list[PlayerSetup]:
    n = draw(st.integers(min_players, max_players))
    names = draw(st.lists(st.sampled_from(NASTY_NAMES), min_size=n, max_size=n, unique=True))
    out = []
    for name in names:
        public = draw(st.sampled_from(PUBLIC))
        secret = draw(st.sampled_from(SECRET))
        hp = draw(st.one_of(st.none(), st.none(), st.none(), st.integers(-5, 140)))
        choice = None
        if secret == "commissar":
            choice = draw(st.sampled_from([None, "surveillance", "dossier"]))
        out.append(PlayerSetup(name, public, secret, hp, choice))
    return out


def _param(draw: st.DrawFn, spec: ParamSpec, names: list[str]) -> Any:
    if spec.choices:
        return draw(st.sampled_from(list(spec.choices)))
    if spec.type == "player":
        return draw(st.sampled_from(names))
    if spec.type == "players":
        return draw(st.lists(st.sampled_from(names), min_size=1, max_size=3))
    if spec.type == "secret_role":
        roles = [
            r for r, d in RS.secret_roles.items() if not spec.factions or d.faction in spec.factions
        ]
        return draw(st.sampled_from(roles))
    if spec.type == "public_role":
        return draw(st.sampled_from(PUBLIC))
    if spec.type == "faction":
        return draw(st.sampled_from(FACTIONS))
    if spec.type == "ability":
        return draw(st.sampled_from(sorted({a.id for a in RS.abilities.values()})))
    low = spec.min if spec.min is not None else 0
    high = spec.max if spec.max is not None else 200
    return draw(st.integers(low, min(high, low + 300)))


def _abilities_of(state: GameState, name: str) -> list[AbilityDef]:
    p = state.player(name)
    grants = [*RS.secret_roles[p.secret_role].grants, *RS.public_roles[p.public_role].grants]
    for succ in RS.secret_roles[p.secret_role].succession:
        grants += list(succ.grants)
    return [RS.abilities[g.ability] for g in grants]


@st.composite
def legal_order(draw: st.DrawFn, state: GameState, actor: str) -> Order | None:
    """One of the actor's own abilities, on living targets (the engine may still refuse)."""
    abilities = _abilities_of(state, actor)
    if not abilities:
        return None
    ability = draw(st.sampled_from(abilities))
    living = [p.name for p in state.players if p.alive]
    dead = [p.name for p in state.players if not p.alive]
    spec = ability.targets
    if spec.none:
        targets: list[str] = []
    elif spec.self_only:
        targets = [actor]
    elif spec.dead:
        targets = [draw(st.sampled_from(dead))] if dead else []
    else:
        count = draw(st.integers(spec.min, min(spec.max, max(spec.min, 4))))
        pool = living if draw(st.integers(0, 9)) else [p.name for p in state.players]
        targets = draw(
            st.lists(
                st.sampled_from(pool),
                min_size=count,
                max_size=count,
                unique=spec.distinct and len(pool) >= count,
            )
        )
    params = {}
    for spec_p in ability.params:
        if spec_p.required or draw(st.booleans()):
            params[spec_p.name] = _param(draw, spec_p, state.names)
    return Order(actor, ability.id, tuple(targets), params)


@st.composite
def noise_order(draw: st.DrawFn, names: list[str]) -> Order:
    """Anything at all: an unknown combination the engine must reject with a reason."""
    ability = RS.abilities[draw(st.sampled_from(ABILITY_KEYS))]
    params = {p.name: _param(draw, p, names) for p in ability.params if draw(st.booleans())}
    return Order(
        draw(st.sampled_from(names)),
        ability.id,
        tuple(draw(st.lists(st.sampled_from(names), max_size=3))),
        params,
        draw(st.one_of(st.none(), st.sampled_from(names))),
    )


@st.composite
def phase_input(draw: st.DrawFn, state: GameState) -> PhaseInput:
    names = state.names
    orders: list[Order] = []
    for p in state.players:
        if p.alive and draw(st.integers(0, 3)):
            order = draw(legal_order(state, p.name))
            if order is not None:
                orders.append(order)
    orders += draw(st.lists(noise_order(names), max_size=3))
    living = [p.name for p in state.players if p.alive]
    voters = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names)))
    # votes pile on a few candidates so that executions happen
    favourites = draw(st.lists(st.sampled_from(living or names), min_size=1, max_size=3))
    votes = {
        v: draw(st.sampled_from(favourites if draw(st.integers(0, 3)) else names)) for v in voters
    }
    return PhaseInput(tuple(orders), votes)


@dataclass(frozen=True)
class Played:
    """A phase as played: the state before, the input, and the resolution."""

    before: GameState
    phase: PhaseInput
    result: Resolution


def play(
    data: st.DataObject, max_phases: int = 5, min_players: int = 3, max_players: int = 20
) -> Iterator[Played]:
    """Draw a game and play it phase by phase, each phase's orders drawn against the
    state it starts from."""
    players = data.draw(setups(min_players, max_players), label="players")
    seed = data.draw(st.integers(0, 2**16), label="seed")
    rulings = {}
    for rid, ruling in RS.rulings.items():
        if data.draw(st.integers(0, 6), label=f"ruling {rid}") == 0:
            rulings[rid] = data.draw(st.sampled_from(ruling.option_ids()), label=rid)
    state = new_game(RS, players, seed, rulings)
    count = data.draw(st.integers(1, max_phases), label="phases")
    for number in range(1, count + 1):
        phase = data.draw(phase_input(state), label=f"phase {number}")
        res = resolve_phase(RS, state, phase)
        yield Played(state, phase, res)
        state = res.state
        if state.winner is not None:
            return
