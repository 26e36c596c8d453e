"""Second pass: the marks grouped into orders and votes ("frames"). An ability word opens
an order, the vote word a vote; players, "myself", counts, amounts and roles fill the order
of their clause (or the one before, for a list running on); «за Дину:» makes the
teammate the actor; «завтра», «на 6 фазу» move orders to a later phase."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..ruleset.load import AbilityDef, Ruleset
from .annotate import Mark
from .clauses import bare, by, places
from .tokens import Token
from .values import NamedValues
from .words import FOR_ACTOR, NEGATION

ORDER_KINDS = ("secret_role", "faction", "public_role")
AMOUNT_MIN = 10  # a number this large is an amount (damage, HP), never a count of shots


@dataclass(slots=True)
class Frame:
    """An order or a vote being read."""

    kind: str  # "order" or "vote"
    head: Mark | None  # the ability or vote words (None: a vote for nobody)
    ids: tuple[str, ...]
    sentence: int
    actor: Mark | None = None
    phase: Mark | None = None
    targets: list[Mark] = field(default_factory=list)  # one per shot: "self" or "player"
    amount: Mark | None = None
    roles: list[Mark] = field(default_factory=list)
    ability_param: Mark | None = None
    values: list[Mark] = field(default_factory=list)  # named values of text params: cards
    marks: list[Mark] = field(default_factory=list)  # everything it took (for the spans)


@dataclass(slots=True)
class Reading:
    frames: list[Frame]
    leftover: list[Mark]  # marks no frame took
    negated: list[Frame]  # «ловушку не ставлю», «заказ — нет»: said not to be done
    negated_marks: list[Mark] = field(default_factory=list)  # «пистолет не играю»


class FrameBuilder:
    def __init__(
        self,
        ruleset: Ruleset,
        text: str,
        tokens: Sequence[Token],
        marks: Sequence[Mark],
        named: NamedValues | None = None,
    ) -> None:
        self.rs = ruleset
        self.named = named or NamedValues()
        self.text = text
        self.tokens = tokens
        self.marks = marks
        self.frames: list[Frame] = []
        self.pending: list[Mark] = []
        self.leftover: list[Mark] = []
        self.negated_values: list[Mark] = []
        self.count: Mark | None = None
        self.actor: Mark | None = None
        self.phase: Mark | None = None
        self.phase_sentence = -1
        heads = [m for m in marks if m.kind in ("ability", "vote", "abstain")]
        self.head_at = {tokens[m.first].clause: m for m in reversed(heads)}
        self.heads = heads
        # each clause's and sentence's words, and the marks of each clause, found once: a
        # long paste is read in linear time (issue 31)
        self.in_clause, self.last_of_sentence, self.text_lines = places(tokens)
        self.marked_clauses = {tokens[m.first].clause for m in marks}
        self.heads_in = by(heads, lambda h: tokens[h.first].clause)
        self.heads_on_line = by(heads, lambda h: tokens[h.first].line)
        self.index = {id(m): k for k, m in enumerate(marks)}

    # --- helpers ------------------------------------------------------------------------
    def clause(self, m: Mark) -> int:
        return self.tokens[m.first].clause

    def sentence(self, m: Mark) -> int:
        return self.tokens[m.first].sentence

    def defs(self, ids: Sequence[str]) -> list[AbilityDef]:
        return [d for i in ids for d in self.rs.abilities_by_id(i)]

    @property
    def current(self) -> Frame | None:
        return self.frames[-1] if self.frames else None

    # --- the pass -----------------------------------------------------------------------
    def build(self) -> Reading:
        for m in self.marks:
            if self.actor is not None and not self._actor_goes_on(m):
                self.actor = None
            if (
                self.phase is not None
                and self.sentence(m) != self.phase_sentence
                and not self.tokens[self.phase.last].colon_after
            ):
                self.phase = None
            handler = getattr(self, f"_on_{m.kind}")
            handler(m)
        self._flush_pending()
        negated = [f for f in self.frames if f.head is not None and self._negated(f.head)]
        kept = [f for f in self.frames if f not in negated]
        return Reading(kept, self.leftover, negated, self.negated_values)

    def _negated(self, m: Mark) -> bool:
        """A negation in the clause, or alone in the next one: «ловушку не ставлю»,
        «заказ — нет» (but «катана на Бориса, не на Глеба» keeps the katana, and «в берлогу
        залягу, никого не трогаю» the den: that clause says something of its own)."""
        clause = self.clause(m)
        if any(t.low in NEGATION for t in self.in_clause.get(clause, ())):
            return True
        after = [t for t in self.in_clause.get(clause + 1, ()) if t.sentence == self.sentence(m)]
        named = clause + 1 in self.marked_clauses
        if after and not named and any(t.low in NEGATION for t in after) and bare(after):
            return True
        return self._answered_no(m)

    def _answered_no(self, m: Mark) -> bool:
        """«Досье? Нет.», "guard? no, …": a question answered no at once."""
        last = self.last_of_sentence[self.sentence(m)]
        if last + 1 >= len(self.tokens):
            return False
        gap = self.text[self.tokens[last].end : self.tokens[last + 1].start]
        return "?" in gap and self.tokens[last + 1].low in NEGATION

    def _actor_goes_on(self, m: Mark) -> bool:
        """«За Дину: нападение на Киру» speaks for its line; «За Дину:» alone on a line
        heads the lines below it, up to a blank line."""
        assert self.actor is not None
        at = self.tokens[self.actor.first].line
        line = self.tokens[m.first].line
        if line == at:
            return True
        header = not any(h.first > self.actor.first for h in self.heads_on_line.get(at, ()))
        return header and all(n in self.text_lines for n in range(at, line + 1))

    def _on_ability(self, m: Mark) -> None:
        cur = self.current
        if (
            cur is not None
            and cur.kind == "order"
            and self.sentence(m) == cur.sentence
            and cur.ability_param is None
            and any(p.type == "ability" for d in self.defs(cur.ids) for p in d.params)
        ):
            cur.ability_param = m  # «отдых, восстановить лечение»
            cur.marks.append(m)
            return
        if cur is not None and self._merges(cur, m):
            cur.ids = tuple(i for i in cur.ids if i in m.ids)
            cur.marks.append(m)
            cur.head = cur.head if cur.head and cur.head.confidence >= m.confidence else m
            waiting = [p for p in self.pending if self.clause(p) == self.clause(m)]
            self._flush_pending(keep=waiting)
            for p in waiting:
                self._fill(cur, p)
            return
        self._open(Frame("order", m, m.ids, self.sentence(m)), m)

    def _merges(self, cur: Frame, m: Mark) -> bool:
        """«Стреляю из пистолета», «заражаю Егора спидом»: two words for one order;
        «стреляю в Киру, ещё выстрел в Риту»: one order of several shots."""
        if cur.kind != "order" or not set(cur.ids) & set(m.ids) or cur.actor is not self.actor:
            return False
        if cur.phase is not self.phase:
            return False
        if self.sentence(m) == cur.sentence and (not cur.targets or not self._names_after(m)):
            return True  # «заражаю Егорку спидом»: the noun ends the same order
        shared = [i for i in cur.ids if i in m.ids]
        return any(d.targets.max > 1 for d in self.defs(shared))

    def _names_after(self, m: Mark) -> bool:
        """A player is named after `m` in its sentence, before the next ability word."""
        start = self.index.get(id(m), -1) + 1
        for x in self.marks[start:]:
            if x.first <= m.last:
                continue
            if self.sentence(x) != self.sentence(m):
                break  # marks follow the text: the sentence is over
            if x.kind in ("ability", "vote", "abstain"):
                return False
            if x.kind in ("player", "self"):
                return True
        return False

    def _on_vote(self, m: Mark) -> None:
        cur = self.current
        if (
            cur is not None
            and cur.kind == "vote"
            and not cur.targets
            and self.sentence(m) == cur.sentence
        ):
            cur.marks.append(m)
            return
        self._open(Frame("vote", m, (), self.sentence(m)), m)

    def _on_abstain(self, m: Mark) -> None:
        self._open(Frame("vote", m, (), self.sentence(m)), m)

    def _open(self, frame: Frame, m: Mark) -> None:
        frame.marks.append(m)
        if frame.kind == "order":
            frame.actor = self.actor
            frame.phase = self.phase
        self.frames.append(frame)
        waiting = [p for p in self.pending if self.clause(p) == self.clause(m)]
        self._flush_pending(keep=waiting)
        for p in waiting:
            self._fill(frame, p)

    def _flush_pending(self, keep: Sequence[Mark] = ()) -> None:
        self.leftover.extend(p for p in self.pending if p not in keep)
        self.pending = []

    def _frame_for(self, m: Mark) -> Frame | None:
        """The frame a player, number or role belongs to; None: wait for a head later in
        its clause."""
        head = self.head_at.get(self.clause(m))
        if head is not None and head.first > m.first:
            return None
        if m.kind not in ("player", "self") and any(
            h.first > m.first for h in self.heads_in.get(self.clause(m), ())
        ):
            return None  # «голос за Егора и 2 доп. голоса»: the number is the next head's
        cur = self.current
        if cur is None:
            return None
        if m.kind in ORDER_KINDS and not self._room(cur, m):
            # «переспать с ролью и заразить СПИДом — Комиссар»: the role is the parameter
            # of the order of its sentence that takes one, not of the last order named
            for f in reversed(self.frames):
                if f.sentence == self.sentence(m) and self._room(f, m):
                    return f
        if self.sentence(m) == cur.sentence or self._room(cur, m):
            return cur
        return None

    def _room(self, frame: Frame, m: Mark) -> bool:
        """A list running on to the next line: «стреляю в:\\nКиру\\nРиту»; the roles
        after a semicolon: «Финалка: Вера; громила/синоби»."""
        if m.kind == "value":
            return self._takes_values(frame)
        if m.kind in ORDER_KINDS:
            taken = len(frame.roles)
            return any(
                sum(p.type == m.kind for p in d.params) > taken for d in self.defs(frame.ids)
            )
        if frame.kind == "vote":
            return not frame.targets
        if not frame.targets:
            return True
        return any(d.targets.max > len(frame.targets) for d in self.defs(frame.ids))

    def _on_player(self, m: Mark) -> None:
        tok = self.tokens[m.first]
        prev = self.tokens[m.first - 1] if m.first > 0 else None
        head = self.head_at.get(tok.clause)
        vote_here = head is not None and head.kind != "ability"
        after_for = prev is not None and prev.low in FOR_ACTOR and prev.sentence == tok.sentence
        if not vote_here and (
            (
                after_for
                and (self.tokens[m.last].colon_after or (head is not None and head.first > m.first))
            )
            or (tok.line_start and self.tokens[m.last].colon_after and head is None)
        ):
            self.actor = m  # «за Дину: нападение на Киру», «Дина: …»
            return
        self._place(m)

    def _on_self(self, m: Mark) -> None:
        prev = self.tokens[m.first - 1] if m.first > 0 else None
        k = self.index.get(id(m), -1) + 1
        nxt = self.marks[k] if 0 < k < len(self.marks) else None
        head = self.head_at.get(self.clause(m))
        if nxt is not None and nxt.kind == "value" and self.clause(nxt) == self.clause(m):
            head = nxt  # «от себя RSVP на Олю»: a card named alone opens the order
        if (
            prev is not None
            and prev.low in FOR_ACTOR
            and prev.sentence == self.sentence(m)
            and head is not None
            and head.kind in ("ability", "value")
            and head.first > m.first
        ):
            self.actor = m  # «от себя пистолет в Олега»: the sender again, after a teammate
            return
        self._place(m)

    def _on_value(self, m: Mark) -> None:
        """A card named: a parameter of the order of its clause, or of the sentence's order
        before it («Сбрасываю Свидетеля и Совет», «обвиняю в Камере»); alone in its clause
        and the first of its order, or with a target of its own after it, it names a play
        by itself («Наручники на Босса, ассист Васе»)."""
        if self._negated(m):
            self.negated_values.append(m)  # «пистолет не играю»: no card of an order
            return
        cur = self.current
        if self.head_at.get(self.clause(m)) is None and (
            cur is None
            or cur.sentence != self.sentence(m)
            or not self._takes_values(cur)
            or (bool(cur.values) and self._names_after(m))
        ):
            ids = self.named.openers(m.ids[0])
            if ids:
                self._open(Frame("order", m, ids, self.sentence(m)), m)
                self.frames[-1].values.append(m)
                return
        self._place(m)

    def _takes_values(self, frame: Frame) -> bool:
        return any(self.named.takes_values(i) for i in frame.ids)

    def _place(self, m: Mark) -> None:
        if self.head_at.get(self.clause(m)) is None and self._negated(m):
            self.leftover.append(m)  # «катана на Бориса, не на Глеба»
            return
        frame = self._frame_for(m)
        if frame is None:
            self.pending.append(m)
            return
        self._fill(frame, m)

    # roles and factions fill the order of their clause, as players do
    _on_secret_role = _on_faction = _on_public_role = _place

    def _fill(self, frame: Frame, m: Mark) -> None:
        if m.kind in ("player", "self"):
            if frame.kind == "vote":
                if frame.targets or (frame.head is not None and frame.head.kind == "abstain"):
                    self.leftover.append(m)
                    return
                frame.targets.append(m)
                frame.marks.append(m)
                return
            shots = 1
            if self.count is not None:
                shots, self.count = max(1, self.count.value), None
            frame.targets.extend([m] * shots)
            frame.marks.append(m)
        elif m.kind == "number" and m.value >= AMOUNT_MIN and self._takes_int(frame):
            frame.amount = m  # «глушитель по 20 в Киру»: nobody shoots 20 times
            frame.marks.append(m)
        elif m.kind == "number":
            if (
                frame.kind == "order"
                and frame.targets
                and self.clause(frame.targets[-1]) == self.clause(m)
                and frame.targets[-1].last < m.first
            ):
                frame.targets.extend([frame.targets[-1]] * (max(1, m.value) - 1))
                frame.marks.append(m)  # «в Киру дважды»
            elif self._takes_int(frame) and all(d.targets.none for d in self.defs(frame.ids)):
                frame.amount = m  # «доп. голоса: 2»
                frame.marks.append(m)
            else:
                self.count = m  # «2 выстрела в Киру»
                frame.marks.append(m)
        elif m.kind == "amount":
            frame.amount = m
            frame.marks.append(m)
        elif m.kind in ORDER_KINDS:
            frame.roles.append(m)
            frame.marks.append(m)
        elif m.kind == "value" and self._takes_values(frame):
            frame.values.append(m)
            frame.marks.append(m)
        else:
            self.leftover.append(m)

    def _takes_int(self, frame: Frame) -> bool:
        return any(p.type == "int" for d in self.defs(frame.ids) for p in d.params)

    def _on_number(self, m: Mark) -> None:
        self._place(m)

    def _on_amount(self, m: Mark) -> None:
        self._place(m)

    def _on_phase(self, m: Mark) -> None:
        self.phase = m
        self.phase_sentence = self.sentence(m)
        cur = self.current
        if cur is not None and cur.kind == "order" and self.clause(cur.marks[0]) == self.clause(m):
            cur.phase = m
            cur.marks.append(m)
