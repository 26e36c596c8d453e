"""How simulated players choose their votes and orders: the policies propose, the engine
disposes.

Every order a policy proposes is checked by the engine in the phase it will resolve in
(`engine.resolution.driver.open_phase`): alone first (`engine.resolution.validate.check_alone`: the
abilities granted by role, game size and successions, charges, hospital and coma, targets,
parameters: `engine.resolution.order_checks`), then with the others (`accept_checked`:
combinations), exactly as `validate_orders` judges a phase's input; only accepted orders are
submitted. The simulator resolves on from that same phase (`resolve_prepared`): one context, one
preparation, one validation a phase. Nothing here restates a rule: when a proposal is
rejected the policy tries its next idea. Votes are cast by the living whose status lets
them vote (the ruleset's status table), in the phases that take votes (`phase_votes`);
the vote hook judges them.

`random`: every ability slot (a character's main order, each extra slot, each public
ability) gets a uniformly random ability or nothing, random legal targets and parameters;
every voter votes for a random other living player.

`greedy` follows simple heuristics that depend only on the kind of faction (the ruleset
says which factions are teams) and on what an ability does:
- Knowledge: everyone knows his own faction; members of a team faction (`team: true`, the
  mafia and the yakuza in AM-15) know each other; anyone learns a player's faction from a
  private result that names a secret role (`role`/`found`), and remembers it.
- A team chooses one focus per phase, the same for all its members: the living non-member
  who looks weakest (lowest status band as the town sees it; ties at random). All its
  attacks and its votes go there; shots are not split. When the phase opens with the vote
  (its first step is step 0, the day, before the night's attacks: a merged phase) and the
  votes cast give the focus a majority of the voters, he will be executed before the
  attacks land: the attacks go to the next weakest outsider instead.
- A loner (every other faction: the law, the neutrals) attacks the weakest known enemy
  (a player known to be of another faction), else a random other living player not known
  to be an ally; he votes for a known enemy, else joins the leading candidate of the votes
  cast so far in seat order (unless that is himself or a known ally), else at random.
- Helpful abilities (heals, protections) go to the most hurt teammate for a team, to
  oneself for a loner (to the most hurt other player when self is not allowed).
- Checks go to a player whose faction the actor does not know yet.
- Greedy never passes when a legal order exists and never switches a passive off.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import islice
from typing import Any, TypeVar

from ..effects import EffectKind, effect_kind
from ..model.state import GameState, Order, PhaseInput, frozen_map
from ..resolution.context import Live, PhaseContext, ResolvedOrder, take_votes
from ..resolution.driver import Resolution, open_phase
from ..resolution.validate import accept_checked, check_alone, phase_votes
from ..ruleset.load import AbilityDef, Grant, ParamSpec, Ruleset

T = TypeVar("T")
MAX_SHOTS = 8  # an order with "up to 99 targets" still fires only what the effect allows


class Policy:
    """Chooses the votes and orders of every living character, phase after phase."""

    name = ""

    def __init__(self, ruleset: Ruleset, rng: random.Random) -> None:
        self.rs = ruleset
        self.rng = rng
        self.known: dict[str, dict[str, str]] = {}  # who -> {player: faction}
        self.living: list[Live] = []
        self.seated: list[Live] = []
        self.names: list[str] = []  # of the living
        self._probe: PhaseContext | None = None  # see _param_options
        self._infos: dict[str, AbilityInfo] = ruleset.memo(_INFOS, dict)  # see info
        self._probes: dict[tuple[str, str], Order] = {}  # see max_targets
        self._band = {
            s.id: (s.min_hp if s.min_hp is not None else -(10**9)) for s in ruleset.statuses
        }
        self._acts = {s.id: s.acts for s in ruleset.statuses}
        self._votes = {s.id: s.votes for s in ruleset.statuses}

    # --- the phase --------------------------------------------------------------------------
    def phase_input(self, state: GameState) -> PhaseInput:
        """The votes and orders for the phase after `state`, checked in a phase of its own."""
        return self.choose(open_phase(self.rs, state, {}, display=False))[0]

    def choose(self, ctx: PhaseContext) -> tuple[PhaseInput, list[ResolvedOrder]]:
        """The votes and orders for the phase `ctx` (opened by
        `engine.resolution.driver.open_phase`, nothing resolved yet): the phase's input, and its
        orders as the engine accepted them, with the vote in `ctx` (`resolve_prepared` goes on from
        there)."""
        # who is alive does not change while the policy thinks: list them once
        self.living = ctx.living()
        self.seated = ctx.seated()
        self.names = [p.name for p in self.living]
        if not self.known:
            self._meet(ctx)
        self.plan(ctx)
        # the votes the phase takes (none in a night); the extra-votes check reads them
        votes = take_votes(ctx, phase_votes(ctx, self.votes(ctx)))
        self.voted(ctx, votes)
        accepted = accept_checked(ctx, self._orders(ctx))
        return PhaseInput(tuple(ro.order for ro in accepted), frozen_map(votes)), accepted

    def observe(self, res: Resolution) -> None:
        """Learn from the private results (a check that names a secret role)."""
        for msg in res.trace.messages:
            if not msg.delivered or msg.target is None:
                continue
            for key in ("role", "found"):
                role = msg.result.get(key)
                if isinstance(role, str) and role in self.rs.secret_roles:
                    self.known.setdefault(msg.to, {})[msg.target] = self.rs.secret_roles[
                        role
                    ].faction

    def _meet(self, ctx: PhaseContext) -> None:
        for live in self.seated:
            mine = self.known.setdefault(live.name, {})
            mine[live.name] = live.start.faction
            if self.rs.factions[live.start.faction].team:
                for other in self.seated:
                    if other.start.faction == live.start.faction:
                        mine[other.name] = other.start.faction

    # --- to override ----------------------------------------------------------------------
    def votes(self, ctx: PhaseContext) -> dict[str, str]:
        raise NotImplementedError

    def plan(self, ctx: PhaseContext) -> None:
        """Decide what the whole phase needs before the orders (a team's focus)."""

    def voted(self, ctx: PhaseContext, votes: Mapping[str, str]) -> None:
        """Adjust the plan to the votes just chosen, before the orders."""

    def slot_choices(
        self, ctx: PhaseContext, live: Live, grants: list[Grant]
    ) -> Iterable[Grant | None]:
        """The abilities of one slot in the order to try them (drawn as they are asked
        for: the first is often accepted); None: submit nothing."""
        raise NotImplementedError

    def targets(
        self,
        ctx: PhaseContext,
        live: Live,
        info: AbilityInfo,
        pool: list[str],
        count: int,
        distinct: bool,
    ) -> list[str]:
        raise NotImplementedError

    def shots(self, low: int, high: int) -> int:
        raise NotImplementedError

    def param(self, ctx: PhaseContext, live: Live, spec: ParamSpec) -> Any:
        return random_param(self.rs, ctx, live, spec, self.rng)

    # --- shared machinery -----------------------------------------------------------------
    def voters(self, ctx: PhaseContext) -> list[Live]:
        return [p for p in self.living if self._votes[p.start.status]]

    def _slots(self, live: Live) -> list[list[Grant]]:
        """A character's ability slots: the main order, each extra slot, each public one."""
        slots: dict[str, list[Grant]] = {}
        seen: set[str] = set()
        for grant in live.grants:
            info = self.info(grant.ability)
            ability_id = info.id
            # spent charges: not worth proposing (the validation would say no_charges; the
            # same count as validate.abilities_of's charges_left)
            if ability_id in seen or (
                grant.charges is not None
                and live.charges_used.get(grant.ability, 0) >= grant.charges
            ):
                continue
            seen.add(ability_id)
            slots.setdefault(info.public_slot or grant.slot, []).append(grant)
        return list(slots.values())

    def info(self, key: str) -> AbilityInfo:
        """What the policies read of the ability of a grant's key (kept on the ruleset)."""
        found = self._infos.get(key)
        if found is None:
            found = self._infos[key] = AbilityInfo(self.rs.abilities[key])
        return found

    def _orders(self, ctx: PhaseContext) -> list[ResolvedOrder]:
        """One order per slot where the policy wants one the engine accepts: each idea in
        turn is checked alone against the phase (`check_alone`) until one passes; the
        orders are then checked together by `accept_checked` (combinations)."""
        chosen: list[ResolvedOrder] = []
        for live in self.living:
            if not self._acts[live.start.status]:
                continue
            for grants in self._slots(live):
                for grant in self.slot_choices(ctx, live, grants):
                    if grant is None:
                        break
                    # its ref as the engine would number it (unless a later one is left out)
                    order = self._order(ctx, live, grant, f"{ctx.phase}.{len(chosen) + 1}")
                    ro = None if order is None else check_alone(ctx, order)
                    if ro is not None:
                        chosen.append(ro)
                        break
        return chosen

    def _order(self, ctx: PhaseContext, live: Live, grant: Grant, ref: str) -> Order | None:
        info = self.info(grant.ability)
        ability = info.ability
        spec = ability.targets
        targets: list[str] = []
        if not (spec.none or spec.self_only):
            if spec.dead:
                pool = [p.name for p in self.seated if not p.start.alive]
            elif spec.allow_self:
                pool = list(self.names)
            else:
                pool = [n for n in self.names if n != live.name]
            if not pool:
                return None
            high = self.max_targets(ctx, live, info, grant)
            count = self.shots(spec.min, max(spec.min, min(high, MAX_SHOTS)))
            if spec.distinct:
                count = min(count, len(pool))
            if count < spec.min:
                return None
            targets = self.targets(ctx, live, info, pool, count, spec.distinct)
        params: dict[str, Any] = {}
        for pspec in ability.params:
            if pspec.default is not None or (not pspec.required and self.rng.random() < 0.5):
                continue
            options = self._param_options(ctx, live, info, pspec)
            if options is not None:  # the engine names the values (a card game's cards held)
                if not options:
                    return None
                pick_one = choice(self.rng, options)
                value: Any = [pick_one] if pspec.type == "texts" else pick_one
            else:
                value = self.param(ctx, live, pspec)
            if value is None:
                return None
            params[pspec.name] = value
        return Order(live.name, ability.id, tuple(targets), frozen_map(params), ref=ref)

    def _param_options(
        self, ctx: PhaseContext, live: Live, info: AbilityInfo, spec: ParamSpec
    ) -> tuple[str, ...] | None:
        """The values the engine names for a parameter (a card game's cards held). Asked in
        a phase of its own, not in `ctx`, which goes on to resolve: a kind may set up what
        it reads there (a card game deals at the first phase), as it does for the console
        (`engine.resolution.validate.legal_params`)."""
        if not info.names_params:
            return None  # the kind names none
        if self._probe is None or self._probe.state is not ctx.state:
            self._probe = open_phase(self.rs, ctx.state, {}, display=False)
        return info.kind.param_options(self._probe, live.name, info.ability, spec.name)

    def max_targets(self, ctx: PhaseContext, live: Live, info: AbilityInfo, grant: Grant) -> int:
        """How many targets (shots) the engine allows this order now."""
        ability = info.ability
        if not info.counts_targets:
            return ability.targets.max  # the kind does not decide it (no probe to build)
        key = (live.name, ability.id)
        order = self._probes.get(key)
        if order is None:
            order = self._probes[key] = Order(live.name, ability.id)
        found = info.kind.max_targets(ctx, ResolvedOrder(order, ability, grant, (), {}, "probe", 0))
        return ability.targets.max if found is None else found


_INFOS = ("simulate", "ability infos")  # Ruleset.memo's key: grant key -> AbilityInfo


class AbilityInfo:
    """What the policies read of one ability, the same in every phase and game of its
    ruleset: kept on the ruleset (`Ruleset.memo`), looked up once per order proposed."""

    def __init__(self, ability: AbilityDef) -> None:
        kind = effect_kind(ability.kind)
        self.ability = ability
        self.id = ability.id
        self.public_slot = "public:" + ability.id if ability.public else ""  # "": a grant's
        self.kind = kind
        self.intent = intent(ability)
        # whether the kind works out max targets / names a parameter's values itself
        self.counts_targets = type(kind).max_targets is not EffectKind.max_targets
        self.names_params = type(kind).param_options is not EffectKind.param_options


# keyed by what the intent is made of: an ability key is the same word in several
# rulesets (am15's `heal` is not MafiaLife's), and the first one cached would win
_INTENTS: dict[tuple[str, bool], str] = {}


def intent(ability: AbilityDef) -> str:
    """harm, help, check, off or other: what a target choice should aim at."""
    aim = None if ability.attack else effect_kind(ability.kind).aim(ability)
    if aim is not None:
        return aim  # the ability's own data (a family's `aim`)
    key = (ability.kind, bool(ability.attack))
    found = _INTENTS.get(key)
    if found is None:
        found = _INTENTS[key] = _intent(ability)
    return found


def _intent(ability: AbilityDef) -> str:
    """From the ruleset's data only: the ability's `attack` flag, its effect's `aim` (see
    `intent`), then what its effect kind declares (`EffectKind.is_check`,
    `EffectKind.intent`); never from an id."""
    kind = effect_kind(ability.kind)
    if ability.attack or kind.intent == "harm":
        return "harm"
    if kind.is_check:
        return "check"
    return kind.intent or "other"


def random_param(
    rs: Ruleset, ctx: PhaseContext, live: Live, spec: ParamSpec, rng: random.Random
) -> Any:
    """A plausible value of the parameter's type; the validation judges it."""
    if spec.choices:
        return choice(rng, list(spec.choices))
    if spec.type == "int":
        low = spec.min if spec.min is not None else 1
        high = spec.max if spec.max is not None else rs.default_hp
        return below(rng, low, max(low, min(high, rs.default_hp)))
    if spec.type in ("player", "players"):
        others = [p.name for p in ctx.living() if p.name != live.name]
        return choice(rng, others) if others else None
    if spec.type == "secret_role":
        in_play = sorted({p.start.secret_role for p in ctx.seated()})
        fitting = [
            r for r in in_play if not spec.factions or rs.secret_roles[r].faction in spec.factions
        ]
        return choice(rng, fitting or sorted(rs.secret_roles))
    if spec.type == "public_role":
        return choice(rng, sorted(rs.public_roles))
    if spec.type == "faction":
        return choice(rng, sorted(rs.factions))
    if spec.type == "ability":
        own = sorted({rs.abilities[g.ability].id for g in live.grants})
        return choice(rng, own) if own else None
    return None


# Randomness: one float a draw (`Random.random`, in C) where `random`'s choice, shuffle and
# sample call the bit generator through several Python functions; and drawn as needed (a
# slot's ideas, a check's strangers), not shuffled whole. The same seed, the same draws.


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """One of `items` (not empty), uniformly."""
    return items[int(rng.random() * len(items))]


def below(rng: random.Random, low: int, high: int) -> int:
    """An integer of low..high, uniformly (high >= low)."""
    return low + int(rng.random() * (high - low + 1))


def draw(rng: random.Random, items: Iterable[T]) -> Iterator[T]:
    """`items` in a uniformly random order, each drawn when asked for."""
    left = list(items)
    while left:
        k = int(rng.random() * len(left))
        left[k], left[-1] = left[-1], left[k]
        yield left.pop()


def pick(rng: random.Random, pool: Sequence[str], count: int, distinct: bool) -> list[str]:
    if distinct:
        return list(islice(draw(rng, pool), count))
    return [choice(rng, pool) for _ in range(count)]


PolicyFactory = Callable[[Ruleset, random.Random], Policy]
