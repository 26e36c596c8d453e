"""Orders from a pasted private message: `OrderReader(ruleset, state, inputs).read(text,
sender)` proposes orders and votes, each with its source span, a confidence per field and
the engine's verdict, and returns every part it could not read. It never guesses: a word
it is unsure of is either proposed with a low confidence (the master confirms) or left
unparsed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..model.errors import InputError
from ..model.state import GameState, Order, PhaseInput, frozen_map
from ..resolution.validate import HeldAbility, abilities_of, legal_params
from ..ruleset.load import AbilityDef, Ruleset
from .annotate import annotate
from .doubts import field_doubts, order_doubts
from .frame_parts import frame_tokens, piece, role_param, span_of, upto
from .frames import Frame, FrameBuilder
from .lexicon import lexicon
from .model import (
    ParsedMessage,
    Piece,
    ProposedOrder,
    ProposedVote,
    Span,
    Verdict,
    VerdictKind,
)
from .names import PlayerMatcher
from .second_look import described, names_nearby, other_abilities, questions
from .tokens import Token, quotes, tokenize
from .unread import indexed, language, unread_parts, widen, with_glue
from .values import inline_texts, named_values
from .verdict import order_verdicts, vote_verdict

# a private message is read up to this many characters (phpBB's own limit for a message is
# 60,000); a longer paste is refused with one line rather than read for minutes (issue 31)
MAX_MESSAGE = 60_000

ENGINE_PICK = 0.9  # several abilities fit the words, the engine accepts only one
UNSURE_ABILITY = 0.5  # the words name several abilities the actor holds (or none of them)


class MessageTooLong(InputError):
    """A paste too long to be one private message."""


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
        self.values = named_values(ruleset, state)
        self.offered: dict[tuple[str, str, str], tuple[str, ...] | None] = {}
        self.lexicon = lexicon(ruleset, self.values.phrases)
        self.players = PlayerMatcher([p.name for p in sorted(state.players, key=lambda p: p.seat)])
        self.held: Mapping[str, list[HeldAbility]] = abilities_of(ruleset, state)

    def read(self, text: str, sender: str) -> ParsedMessage:
        """Raises `MessageTooLong` (an `InputError`) past `MAX_MESSAGE` characters."""
        if len(text) > MAX_MESSAGE:
            raise MessageTooLong(
                f"the message from {sender} is {len(text):,} characters long; a message is read"
                f" up to {MAX_MESSAGE:,}: paste only the part with the orders"
            )
        quoted = quotes(text)
        letters = inline_texts(text) if self.values.free else []
        tokens = tokenize(text, quoted + letters)
        marks = annotate(tokens, self.lexicon, self.players)
        reading = FrameBuilder(self.ruleset, text, tokens, marks, self.values).build()
        frames, asked = questions(reading.frames, tokens)
        orders: list[ProposedOrder] = []
        votes: list[ProposedVote] = []
        used: set[int] = set()
        ends: list[int] = []  # where each order's last piece ends (a letter's text)
        kept: list[Frame] = []
        for frame in frames:
            if frame.kind == "vote":
                vote = self._vote(frame, sender, tokens, text)
                if vote is not None:
                    votes.append(vote)
                    used |= frame_tokens(frame)
            else:
                order = self._order(frame, sender, tokens)
                if order is not None:
                    order = self._letter(order, frame, tokens, text, letters)
                    ends.append(max((p.span.end for p in order.pieces), default=0))
                    orders.append(order)
                    kept.append(frame)
                    used |= frame_tokens(frame)
        orders = other_abilities(self._judge(orders), kept, tokens)
        unread = {i for m in reading.leftover for i in range(m.first, m.last + 1)}
        negated = {i for f in reading.negated for i in frame_tokens(f)}
        negated |= {i for m in reading.negated_marks for i in range(m.first, m.last + 1)}
        taken = with_glue(tokens, used)
        by_start, glue = indexed(tokens), taken - used
        orders = [
            replace(o, span=upto(widen(o.span, by_start, glue), end))
            for o, end in zip(orders, ends, strict=True)
        ]
        votes = [replace(v, span=widen(v.span, by_start, glue)) for v in votes]
        unparsed = unread_parts(
            text,
            tokens,
            taken - negated - asked,
            unread,
            negated,
            sorted(quoted + letters),
            frozenset(asked),
        )
        nearby, clause = names_nearby(unparsed, text), described(tokens)
        orders = [clause(nearby(o)) for o in orders]
        votes = [clause(nearby(v)) for v in votes]
        return ParsedMessage(
            text,
            sender,
            self.phase,
            language(text, quoted),
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
        pieces: list[Piece] = [piece("ability", frame.head, tokens, frame.head.ids[0])]
        if frame.actor is not None and frame.actor.kind == "player":
            actor, actor_conf = frame.actor.ids[0], frame.actor.confidence
            pieces.append(piece("actor", frame.actor, tokens, actor))
        ability, ability_conf, others = self._ability(actor, frame)
        pieces[0] = piece("ability", frame.head, tokens, ability.id, ability_conf)
        targets: list[str] = []
        target_conf = 1.0
        for m in frame.targets:
            name = actor if m.kind == "self" else m.ids[0]
            targets.append(name)
            target_conf = min(
                target_conf, m.confidence if not m.others else min(m.confidence, 0.85)
            )
            pieces.append(piece("target", m, tokens, name))
        if others:
            ability, ability_conf, others = self._accepted(
                actor, ability, others, frame, targets, tokens, ability_conf
            )
            pieces[0] = piece("ability", frame.head, tokens, ability.id, ability_conf)
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
            pieces.append(piece("phase", p, tokens, str(phase)))
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
            span_of(frame, tokens),
            tuple(pieces),
            frozen_map(confidence),
            alternatives=others,
            doubts=order_doubts(order, ability, confidence, others),
        )

    def _letter(
        self,
        order: ProposedOrder,
        frame: Frame,
        tokens: Sequence[Token],
        text: str,
        letters: list[tuple[int, int]],
    ) -> ProposedOrder:
        """A free text parameter (a letter's text) takes the «…» part on the order's line
        after its first word; the part is taken out of `letters` (the rest stay unread)."""
        name = self.values.free.get(order.order.ability)
        if name is None or frame.head is None:
            return order
        head = tokens[frame.head.first]
        for a, b in letters:
            if a > head.start and text.count("\n", 0, a) == head.line:
                letters.remove((a, b))
                params = {**order.order.params, name: text[a:b].strip()}
                piece = Piece("param", Span(a, b), text[a:b].strip(), 1.0)
                return replace(
                    order,
                    order=replace(order.order, params=frozen_map(params)),
                    pieces=(*order.pieces, piece),
                )
        return order

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
        frame: Frame,
        targets: list[str],
        tokens: Sequence[Token],
        conf: float,
    ) -> tuple[AbilityDef, float, tuple[str, ...]]:
        """Of several abilities the words may name («проверяю»: the commissar's dossier or
        surveillance; «Наручники»: a play from the Hand, the Sleeve or the Side), the one
        the engine accepts with the parameters read, when exactly one is accepted."""
        ids = [first.id, *others]
        held = {h.id: h.definition for h in self.held.get(actor, [])}
        probes = []
        for i in ids:
            defn = held.get(i) or self.ruleset.abilities_by_id(i)[0]
            shots = list(targets)
            params = self._params(defn, frame, shots, tokens, [])[0]
            probes.append(Order(actor, i, tuple(shots), frozen_map(params)))
        valid = [
            i
            for i, p in zip(ids, probes, strict=True)
            if self._offered(p)
            and order_verdicts(self.ruleset, self.state, self.inputs, [p])[0].rejection is None
        ]
        if len(valid) != 1:
            return first, conf, others
        chosen = held.get(valid[0]) or self.ruleset.abilities_by_id(valid[0])[0]
        sure = min(ENGINE_PICK, frame.head.confidence if frame.head else ENGINE_PICK)
        return chosen, sure, tuple(i for i in ids if i != valid[0])

    def _offered(self, order: Order) -> bool:
        """Every named value the order gives is one the engine offers the actor (a card
        game: a card is played from the container that holds it)."""
        for name, value in order.params.items():
            if not self.values.takes.get(order.ability, {}).get(name):
                continue
            key = (order.actor, order.ability, name)
            if key not in self.offered:  # the phase's start is fixed: ask the engine once
                self.offered[key] = legal_params(
                    self.ruleset, self.state, self.inputs, order.actor, order.ability, name
                )
            offered = self.offered[key]
            wanted = value if isinstance(value, list) else [value]
            if offered is not None and any(v not in offered for v in wanted):
                return False
        return True

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
                pieces.append(piece("param", frame.amount, tokens, str(frame.amount.value)))
        for role in frame.roles:
            spec = role_param(self.ruleset, specs, role, params)
            if spec is not None:
                params[spec.name] = role.ids[0]
                conf = min(conf, role.confidence)
                pieces.append(piece("param", role, tokens, role.ids[0], role.confidence))
        self._values(ability, frame, tokens, params, pieces)
        if frame.ability_param is not None:
            spec = next((p for p in specs if p.type == "ability"), None)
            if spec is not None:
                params[spec.name] = frame.ability_param.ids[0]
                pieces.append(
                    piece("param", frame.ability_param, tokens, frame.ability_param.ids[0])
                )
        return params, conf

    def _values(
        self,
        ability: AbilityDef,
        frame: Frame,
        tokens: Sequence[Token],
        params: dict[str, Any],
        pieces: list[Piece],
    ) -> None:
        """The cards named: the card played first, then the lists (an accusation, the cards
        discarded), in the order written."""
        for v in frame.values:
            name = self.values.param_for(ability.id, v.ids[0], set(params))
            spec = ability.param(name) if name is not None else None
            if spec is None:
                continue
            if spec.type == "text":
                params[spec.name] = v.ids[0]
            else:
                params.setdefault(spec.name, []).append(v.ids[0])
            pieces.append(piece("param", v, tokens, v.ids[0]))

    def _judge(self, orders: list[ProposedOrder]) -> list[ProposedOrder]:
        now = [o for o in orders if o.phase == self.phase]
        verdicts = iter(
            order_verdicts(self.ruleset, self.state, self.inputs, [o.order for o in now])
        )
        out: list[ProposedOrder] = []
        for o in orders:
            verdict = next(verdicts) if o.phase == self.phase else Verdict(VerdictKind.LATER)
            out.append(replace(o, verdict=verdict))
        return out

    # --- votes --------------------------------------------------------------------------
    def _vote(
        self, frame: Frame, sender: str, tokens: Sequence[Token], text: str
    ) -> ProposedVote | None:
        assert frame.head is not None
        pieces = [piece("vote", frame.head, tokens, "vote")]
        candidate: str | None = None
        conf = 1.0
        if frame.head.kind != "abstain":
            if not frame.targets:
                return None
            m = frame.targets[0]
            candidate = sender if m.kind == "self" else m.ids[0]
            conf = m.confidence if not m.others else min(m.confidence, 0.85)
            pieces.append(piece("candidate", m, tokens, candidate))
        verdict = vote_verdict(self.ruleset, self.state, sender, candidate)
        confidence = {"candidate": conf}
        return ProposedVote(
            sender,
            candidate,
            self.phase,
            span_of(frame, tokens),
            tuple(pieces),
            frozen_map(confidence),
            verdict,
            tuple(field_doubts(confidence)),
        )
