"""Orders from a pasted private message: `OrderReader(ruleset, state, inputs).read(text,
sender)` proposes orders and votes, each with its source span, a confidence per field and
the engine's verdict, and returns every part it could not read. It never guesses: a word
it is unsure of is either proposed with a low confidence (the master confirms) or left
unparsed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..model import GameState, Order, PhaseInput, frozen_map
from ..ruleset import AbilityDef, ParamSpec, Ruleset
from ..validate import HeldAbility, abilities_of
from .annotate import Mark, annotate
from .frames import Frame, FrameBuilder
from .lexicon import lexicon
from .model import (
    ParsedMessage,
    Piece,
    ProposedOrder,
    ProposedVote,
    Span,
    Unparsed,
    Unread,
    Verdict,
    VerdictKind,
)
from .morph import CYRILLIC
from .names import PlayerMatcher
from .tokens import Token, quotes, tokenize
from .verdict import order_verdicts, vote_verdict
from .words import FILLER, FOR_ACTOR

ENGINE_PICK = 0.9  # several abilities fit the words, the engine accepts only one
UNSURE_ABILITY = 0.5  # the words name several abilities the actor holds (or none of them)


class OrderReader:
    """Reads messages for the phase after `state` (the phase being collected), whose
    orders so far are `inputs`. Build once per phase; `read` is cheap."""

    def __init__(
        self, ruleset: Ruleset, state: GameState, inputs: PhaseInput | None = None
    ) -> None:
        self.ruleset = ruleset
        self.state = state
        self.inputs = inputs or PhaseInput()
        self.phase = state.phase + 1
        self.lexicon = lexicon(ruleset)
        self.players = PlayerMatcher([p.name for p in sorted(state.players, key=lambda p: p.seat)])
        self.held: Mapping[str, list[HeldAbility]] = abilities_of(ruleset, state)

    def read(self, text: str, sender: str) -> ParsedMessage:
        quoted = quotes(text)
        tokens = tokenize(text, quoted)
        marks = annotate(tokens, self.lexicon, self.players)
        reading = FrameBuilder(self.ruleset, text, tokens, marks).build()
        orders: list[ProposedOrder] = []
        votes: list[ProposedVote] = []
        used: set[int] = set()
        for frame in reading.frames:
            if frame.kind == "vote":
                vote = self._vote(frame, sender, tokens, text)
                if vote is not None:
                    votes.append(vote)
                    used |= _tokens_of(frame)
            else:
                order = self._order(frame, sender, tokens)
                if order is not None:
                    orders.append(order)
                    used |= _tokens_of(frame)
        orders = self._judge(orders)
        unread = {i for m in reading.leftover for i in range(m.first, m.last + 1)}
        negated = {i for f in reading.negated for i in _tokens_of(f)}
        taken = _with_glue(tokens, used)
        orders = [replace(o, span=_widen(o.span, tokens, taken - used)) for o in orders]
        votes = [replace(v, span=_widen(v.span, tokens, taken - used)) for v in votes]
        unparsed = _unparsed(text, tokens, taken - negated, unread, negated, quoted)
        return ParsedMessage(
            text,
            sender,
            self.phase,
            _language(text, quoted),
            tuple(orders),
            tuple(votes),
            tuple(unparsed),
        )

    def read_many(self, messages: Sequence[tuple[str, str]]) -> list[ParsedMessage]:
        """(text, sender) pairs of one phase."""
        return [self.read(text, sender) for text, sender in messages]

    # --- orders -------------------------------------------------------------------------
    def _order(self, frame: Frame, sender: str, tokens: Sequence[Token]) -> ProposedOrder | None:
        if not frame.ids or frame.head is None:
            return None
        actor, actor_conf = sender, 1.0
        pieces: list[Piece] = [_piece("ability", frame.head, tokens, frame.head.ids[0])]
        if frame.actor is not None and frame.actor.kind == "player":
            actor, actor_conf = frame.actor.ids[0], frame.actor.confidence
            pieces.append(_piece("actor", frame.actor, tokens, actor))
        ability, ability_conf, others = self._ability(actor, frame)
        pieces[0] = _piece("ability", frame.head, tokens, ability.id, ability_conf)
        targets: list[str] = []
        target_conf = 1.0
        for m in frame.targets:
            name = actor if m.kind == "self" else m.ids[0]
            targets.append(name)
            target_conf = min(
                target_conf, m.confidence if not m.others else min(m.confidence, 0.85)
            )
            pieces.append(_piece("target", m, tokens, name))
        if others:
            ability, ability_conf, others = self._accepted(
                actor, ability, others, targets, ability_conf
            )
            pieces[0] = _piece("ability", frame.head, tokens, ability.id, ability_conf)
        params, param_conf = self._params(ability, frame, targets, tokens, pieces)
        if ability.targets.self_only and all(t == actor for t in targets):
            targets = []  # «медитирую на себя»: the engine sets the actor itself
        elif ability.targets.none and all(t == actor for t in targets):
            targets = []
        phase, phase_conf = self.phase, 1.0
        if frame.phase is not None:
            p = frame.phase
            phase = p.value if p.absolute else self.phase + p.value
            phase_conf = p.confidence
            pieces.append(_piece("phase", p, tokens, str(phase)))
        confidence = {
            "actor": actor_conf,
            "ability": ability_conf,
            "targets": target_conf,
            "params": param_conf,
            "phase": phase_conf,
        }
        order = Order(
            actor,
            ability.id,
            tuple(targets),
            frozen_map(params),
            sender if actor != sender else None,
        )
        return ProposedOrder(
            order,
            phase,
            _span(frame, tokens),
            tuple(pieces),
            frozen_map(confidence),
            alternatives=others,
        )

    def _ability(self, actor: str, frame: Frame) -> tuple[AbilityDef, float, tuple[str, ...]]:
        """The ability the words name, among those the actor holds when they name several
        («стреляю»: the boss's pistol, the killer's silenced pistol)."""
        assert frame.head is not None
        held = {h.id: h.definition for h in self.held.get(actor, [])}
        mine = [i for i in frame.ids if i in held]
        conf = frame.head.confidence
        if len(mine) == 1:
            return held[mine[0]], conf, ()
        if len(frame.ids) == 1:
            return self.ruleset.abilities_by_id(frame.ids[0])[0], conf, ()
        pick = mine or list(frame.ids)
        alternatives = tuple(i for i in pick[1:])
        first = held.get(pick[0]) or self.ruleset.abilities_by_id(pick[0])[0]
        return first, min(conf, UNSURE_ABILITY), alternatives

    def _accepted(
        self,
        actor: str,
        first: AbilityDef,
        others: tuple[str, ...],
        targets: list[str],
        conf: float,
    ) -> tuple[AbilityDef, float, tuple[str, ...]]:
        """Of several abilities the words may name («проверяю»: the commissar's dossier or
        surveillance), the one the engine accepts, when exactly one is accepted."""
        ids = [first.id, *others]
        probes = [Order(actor, i, tuple(targets)) for i in ids]
        valid = [
            i
            for i, p in zip(ids, probes, strict=True)
            if order_verdicts(self.ruleset, self.state, self.inputs, [p])[0].rejection is None
        ]
        if len(valid) != 1:
            return first, conf, others
        held = {h.id: h.definition for h in self.held.get(actor, [])}
        chosen = held.get(valid[0]) or self.ruleset.abilities_by_id(valid[0])[0]
        return chosen, ENGINE_PICK, tuple(i for i in ids if i != valid[0])

    def _params(
        self,
        ability: AbilityDef,
        frame: Frame,
        targets: list[str],
        tokens: Sequence[Token],
        pieces: list[Piece],
    ) -> tuple[dict[str, Any], float]:
        params: dict[str, Any] = {}
        conf = 1.0
        specs = list(ability.params)
        player_spec = next((p for p in specs if p.type == "player"), None)
        if player_spec is not None and len(targets) > max(ability.targets.max, 0) and frame.targets:
            # «послание Рите, жертва Жанна»: the player beyond the targets is the parameter
            extra = frame.targets[len(targets) - 1]
            params[player_spec.name] = targets.pop()
            conf = min(conf, extra.confidence)
        if frame.amount is not None:
            spec = next((p for p in specs if p.type == "int"), None)
            if spec is not None:
                params[spec.name] = frame.amount.value
                pieces.append(_piece("param", frame.amount, tokens, str(frame.amount.value)))
        for role in frame.roles:
            spec = _role_param(self.ruleset, specs, role, params)
            if spec is not None:
                params[spec.name] = role.ids[0]
                conf = min(conf, role.confidence)
                pieces.append(_piece("param", role, tokens, role.ids[0], role.confidence))
        if frame.ability_param is not None:
            spec = next((p for p in specs if p.type == "ability"), None)
            if spec is not None:
                params[spec.name] = frame.ability_param.ids[0]
                pieces.append(
                    _piece("param", frame.ability_param, tokens, frame.ability_param.ids[0])
                )
        return params, conf

    def _judge(self, orders: list[ProposedOrder]) -> list[ProposedOrder]:
        now = [o for o in orders if o.phase == self.phase]
        verdicts = iter(
            order_verdicts(self.ruleset, self.state, self.inputs, [o.order for o in now])
        )
        out: list[ProposedOrder] = []
        for o in orders:
            verdict = next(verdicts) if o.phase == self.phase else Verdict(VerdictKind.LATER)
            out.append(
                ProposedOrder(
                    o.order, o.phase, o.span, o.pieces, o.confidence, verdict, o.alternatives
                )
            )
        return out

    # --- votes --------------------------------------------------------------------------
    def _vote(
        self, frame: Frame, sender: str, tokens: Sequence[Token], text: str
    ) -> ProposedVote | None:
        assert frame.head is not None
        pieces = [_piece("vote", frame.head, tokens, "vote")]
        candidate: str | None = None
        conf = 1.0
        if frame.head.kind != "abstain":
            if not frame.targets:
                return None
            m = frame.targets[0]
            candidate = sender if m.kind == "self" else m.ids[0]
            conf = m.confidence if not m.others else min(m.confidence, 0.85)
            pieces.append(_piece("candidate", m, tokens, candidate))
        verdict = vote_verdict(self.ruleset, self.state, sender, candidate)
        return ProposedVote(
            sender,
            candidate,
            self.phase,
            _span(frame, tokens),
            tuple(pieces),
            frozen_map({"candidate": conf}),
            verdict,
        )


def _role_param(
    rs: Ruleset, specs: Sequence[ParamSpec], role: Mark, taken: Mapping[str, Any]
) -> ParamSpec | None:
    """The free parameter a role or faction fills: by type, and by faction for the final
    check's mafia and yakuza roles."""
    for spec in specs:
        if spec.type != role.kind or spec.name in taken:
            continue
        if spec.factions and rs.secret_roles[role.ids[0]].faction not in spec.factions:
            continue
        return spec
    return None


def _piece(
    field: str, m: Mark, tokens: Sequence[Token], value: str, confidence: float | None = None
) -> Piece:
    return Piece(
        field,
        Span(tokens[m.first].start, tokens[m.last].end),
        value,
        m.confidence if confidence is None else confidence,
    )


def _marks(frame: Frame) -> list[Mark]:
    extra = [m for m in (frame.actor, frame.phase) if m is not None]
    return [*frame.marks, *extra]


def _tokens_of(frame: Frame) -> set[int]:
    return {i for m in _marks(frame) for i in range(m.first, m.last + 1)}


def _span(frame: Frame, tokens: Sequence[Token]) -> Span:
    marks = _marks(frame)
    return Span(min(tokens[m.first].start for m in marks), max(tokens[m.last].end for m in marks))


def _with_glue(tokens: Sequence[Token], used: set[int]) -> set[int]:
    """The words proposals took, and the glue words («в», «бью», "on") between them or
    between one of them and the sentence's edge."""
    glue = {
        i
        for i, t in enumerate(tokens)
        if t.low in FILLER or t.low in FOR_ACTOR or t.lemmas & FILLER or t.list_marker
    }
    taken = set(used)
    for i in sorted(glue - used):
        left = next((j for j in range(i - 1, -1, -1) if j not in glue or j in taken), None)
        right = next((j for j in range(i + 1, len(tokens)) if j not in glue), None)
        same = tokens[i].sentence
        left_ok = left is None or tokens[left].sentence != same or left in taken
        right_ok = right is None or tokens[right].sentence != same or right in used
        has_side = (left is not None and left in taken and tokens[left].sentence == same) or (
            right is not None and right in used and tokens[right].sentence == same
        )
        if left_ok and right_ok and has_side:
            taken.add(i)
    return taken


def _widen(span: Span, tokens: Sequence[Token], glue: set[int]) -> Span:
    """A proposal's span with the glue words on its edges («Ставлю ловушку на Зою»)."""
    inside = [i for i, t in enumerate(tokens) if span.start <= t.start and t.end <= span.end]
    if not inside:
        return span
    first, last = inside[0], inside[-1]
    while first - 1 in glue and tokens[first - 1].sentence == tokens[first].sentence:
        first -= 1
    while last + 1 in glue and tokens[last + 1].sentence == tokens[last].sentence:
        last += 1
    return Span(tokens[first].start, tokens[last].end)


def _unparsed(
    text: str,
    tokens: Sequence[Token],
    taken: set[int],
    unread: set[int],
    negated: set[int],
    quoted: Sequence[tuple[int, int]],
) -> list[Unparsed]:
    """Runs of words no proposal took."""
    out: list[Unparsed] = []
    run: list[int] = []
    for i in [*range(len(tokens)), None]:
        if (
            i is not None
            and i not in taken
            and (not run or (run[-1] == i - 1 and tokens[i].sentence == tokens[run[-1]].sentence))
        ):
            run.append(i)
            continue
        if run:
            span = Span(tokens[run[0]].start, tokens[run[-1]].end)
            why = (
                Unread.NEGATED
                if set(run) & negated
                else Unread.NO_ABILITY
                if set(run) & unread
                else Unread.UNSURE_NAME
                if any(_capitalised(tokens, j) for j in run)
                else Unread.CHATTER
            )
            out.append(Unparsed(span, span.of(text), why))
            run = []
        if i is not None and i not in taken:
            run = [i]
    for start, end in quoted:
        out.append(Unparsed(Span(start, end), text[start:end], Unread.QUOTE))
    return sorted(out, key=lambda u: u.span.start)


def _capitalised(tokens: Sequence[Token], i: int) -> bool:
    """A capitalised word inside a sentence («катана на Васю»): maybe a player the
    nicknames do not match."""
    t = tokens[i]
    inside = i > 0 and tokens[i - 1].sentence == t.sentence and not t.line_start
    return inside and t.text[:1].isupper() and not t.text.isupper() and t.name_like


def _language(text: str, quoted: Sequence[tuple[int, int]]) -> str:
    own = "".join(ch for i, ch in enumerate(text) if not any(a <= i < b for a, b in quoted))
    cyrillic = len(CYRILLIC.findall(own))
    latin = sum(1 for ch in own if ch.isascii() and ch.isalpha())
    return "ru" if cyrillic >= latin else "en"
