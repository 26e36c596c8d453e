"""First pass over the words: what each one names — an ability or the vote (lexicon), a
role, a player (fuzzy), "myself", a number, a phase to come — before orders are built."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .lexicon import Hit, Lexicon
from .morph import in_dictionary
from .names import ACCEPT, STEM, NameMatch, PlayerMatcher
from .tokens import Token
from .words import (
    ABSTAIN,
    AMOUNT,
    DESCRIBING,
    FILLER,
    FOR_ACTOR,
    NEXT,
    NEXT_PHASE,
    NUMBERS,
    PHASE_NOUNS,
    PRONOUNS,
    SELF,
    SHOT_WORDS,
    TIMES,
)

PRONOUN = 0.6  # «на него»: the player named last, for the master to confirm


@dataclass(frozen=True, slots=True)
class Mark:
    """What tokens `first`..`last` say: kind is one of ability, vote, abstain, secret_role,
    faction, public_role, player, self, number, amount, phase."""

    kind: str
    first: int
    last: int
    confidence: float = 1.0
    ids: tuple[str, ...] = ()  # ability/role ids, or the player's name
    value: int = 0  # number, amount or phase shift/number
    absolute: bool = False  # phase: `value` is a phase number, not a shift
    others: tuple[str, ...] = ()  # players scoring nearly as high


def annotate(tokens: Sequence[Token], lexicon: Lexicon, players: PlayerMatcher) -> list[Mark]:
    marks: list[Mark] = []
    i = 0
    while i < len(tokens):
        if tokens[i].list_marker:
            i += 1
            continue
        mark = (
            _phase(tokens, i)
            or _number(tokens, i)
            or _pronoun(tokens, i, marks)
            or _word(tokens, i, lexicon, players)
        )
        if mark is not None:
            marks.append(mark)
            i = mark.last + 1
        else:
            i += 1
    return _nouns_over_verbs(_not_described(marks, tokens), tokens)


def _not_described(marks: list[Mark], tokens: Sequence[Token]) -> list[Mark]:
    """Words in a clause that describes a player («того, кого будут убивать», «того, на
    кого покажет Ксюша», «Олега, который спас меня») name no order and no target: they
    are left unread (and the order beside them is marked for a look)."""
    described: list[bool] = []
    clause, seen = -1, False
    for t in tokens:
        if t.clause != clause:
            clause, seen = t.clause, False
        described.append(seen)
        seen = seen or t.low in DESCRIBING or bool(t.lemmas & DESCRIBING)
    return [
        m
        for m in marks
        if not (described[m.first] and m.kind in ("ability", "vote", "player", "self", "value"))
    ]


VERBS = frozenset({"VERB", "INFN"})


def _nouns_over_verbs(marks: list[Mark], tokens: Sequence[Token]) -> list[Mark]:
    """A noun naming an ability outranks a verb suggesting another in its clause: in
    «хилку Лёше кину» the heal is thrown, not a shuriken; the verb is left unread."""
    nouns: dict[int, set[str]] = {}
    for m in marks:
        pos = tokens[m.first].pos
        if m.kind == "ability" and "NOUN" in pos and not pos & VERBS:
            nouns.setdefault(tokens[m.first].clause, set()).update(m.ids)
    if not nouns:
        return marks
    return [m for m in marks if not _outranked(m, tokens, nouns)]


def _outranked(m: Mark, tokens: Sequence[Token], nouns: dict[int, set[str]]) -> bool:
    t = tokens[m.first]
    named = nouns.get(t.clause)
    return (
        m.kind == "ability"
        and m.first == m.last
        and named is not None
        and bool(t.pos & VERBS)
        and not set(m.ids) & named
    )


def _pronoun(tokens: Sequence[Token], i: int, marks: Sequence[Mark]) -> Mark | None:
    if tokens[i].low not in PRONOUNS:
        return None
    last = next((m for m in reversed(marks) if m.kind == "player"), None)
    if last is None:
        return None
    return Mark("player", i, i, min(PRONOUN, last.confidence), last.ids)


def _lemma_in(token: Token, words: frozenset[str]) -> bool:
    return bool(token.lemmas & words)


def _value(token: Token) -> int | None:
    n = token.number()
    if n is not None:
        return n
    for lemma in token.lemmas:
        if lemma in NUMBERS:
            return NUMBERS[lemma]
    return None


def _phase(tokens: Sequence[Token], i: int) -> Mark | None:
    t = tokens[i]
    if _lemma_in(t, NEXT_PHASE):
        return Mark("phase", i, i, 0.9, value=1)
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if _lemma_in(t, NEXT) and nxt is not None and _lemma_in(nxt, PHASE_NOUNS):
        return Mark("phase", i, i + 1, 0.9, value=1)
    # «6 фаза», «на 6 фазу», «фаза 6», "phase 6"
    if t.number() is not None and nxt is not None and _lemma_in(nxt, PHASE_NOUNS):
        return Mark("phase", i, i + 1, 1.0, value=t.number() or 0, absolute=True)
    if (
        _lemma_in(t, PHASE_NOUNS)
        and nxt is not None
        and nxt.number() is not None
        and nxt.sentence == t.sentence
    ):
        return Mark("phase", i, i + 1, 1.0, value=nxt.number() or 0, absolute=True)
    return None


def _number(tokens: Sequence[Token], i: int) -> Mark | None:
    value = _value(tokens[i])
    if value is None:
        return None
    prev = tokens[i - 1] if i > 0 else None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is not None and _lemma_in(nxt, AMOUNT):
        return Mark("amount", i, i + 1, value=value)
    if prev is not None and _lemma_in(prev, AMOUNT):
        return Mark("amount", i - 1, i, value=value)
    # «2 раза», "x2"; «2 выстрела» keeps «выстрела» to name the weapon
    if nxt is not None and _lemma_in(nxt, TIMES - SHOT_WORDS):
        return Mark("number", i, i + 1, value=value)
    return Mark("number", i, i, value=value)


def _word(tokens: Sequence[Token], i: int, lexicon: Lexicon, players: PlayerMatcher) -> Mark | None:
    t = tokens[i]
    if _lemma_in(t, ABSTAIN):
        return Mark("abstain", i, i)
    if t.low in SELF or "себя" in t.lemmas:
        return Mark("self", i, i)
    name = players.match(tokens, i) if _may_name(t) else None
    if name is not None and _only_resembles(t, name):
        name = None
    if name is not None and name.score >= 100 and t.text[:1].isupper():
        return _player(name)  # a capitalised nickname beats a word spelled alike
    hit = lexicon.match(tokens, i)
    if hit is not None and (name is None or hit.confidence >= name.score / 100):
        return _hit(hit)
    if name is not None:
        return _player(name)
    return None


def _only_resembles(t: Token, name: NameMatch) -> bool:
    """A lowercase word that is no personal name and only resembles a nickname is chatter
    or a misspelt order word, not a player: «лвушку» (Лев) below the accept threshold,
    «спасибо за игру» (Игорь), a dictionary word, below a stem match («мирку» for Мира)."""
    if t.named or not t.text[:1].islower():
        return False
    return name.score < ACCEPT or (name.score < STEM and in_dictionary(t.low))


def _may_name(t: Token) -> bool:
    return not (t.low in FILLER or t.low in FOR_ACTOR) and (len(t.low) >= 3 or t.latin)


def _hit(hit: Hit) -> Mark:
    return Mark(hit.kind, hit.first, hit.last, hit.confidence, hit.ids)


def _player(m: NameMatch) -> Mark:
    return Mark("player", m.first, m.last, round(m.score / 100, 2), (m.name,), others=m.others)
