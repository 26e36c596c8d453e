"""What words name in a ruleset: abilities (names, aliases and `order_words`), the vote,
and the roles and factions an order's parameters take — every phrase lemmatised with
pymorphy3, so «катаной», «катану» and «катана» all name the katana, with no endings
written by hand. A word matching nothing exactly is tried fuzzily (typos: «ктаной»)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ..ruleset.load import Ruleset
from .morph import CYRILLIC, fold, in_dictionary, lemmas
from .tokens import WORD, Token

FUZZY_MIN = 85  # rapidfuzz ratio for a misspelt ability word
FUZZY_MIN_LENGTH = 5  # shorter words are too easily confused


@dataclass(frozen=True, slots=True)
class Entry:
    """A phrase and what it names: kind ("ability", "vote", "secret_role", "faction", "value":
    a named value of a text parameter, a card) and id."""

    kind: str
    id: str
    words: tuple[frozenset[str], ...]  # lemmas of each word


@dataclass(frozen=True, slots=True)
class Hit:
    """Words at a place in the message naming ids of one kind."""

    kind: str
    ids: tuple[str, ...]
    first: int  # token index
    last: int
    confidence: float


class Lexicon:
    """The phrases of one ruleset, indexed by the lemmas of their first word."""

    def __init__(self, ruleset: Ruleset, values: Sequence[tuple[str, str]] = ()) -> None:
        self.ruleset = ruleset
        entries: list[Entry] = []
        named = [("value", v, fold(name)) for v, name in values]
        for kind, item_id, phrase in _phrases(ruleset) + named:
            words = tuple(lemmas(w) for w in WORD.findall(phrase))
            if words:
                entries.append(Entry(kind, item_id, words))
        self.by_first: dict[str, list[Entry]] = {}
        for e in entries:
            for lemma in e.words[0]:
                self.by_first.setdefault(lemma, []).append(e)
        singles: dict[str, set[tuple[str, str]]] = {}
        for e in entries:
            if len(e.words) == 1:
                for lemma in e.words[0]:
                    if len(lemma) >= FUZZY_MIN_LENGTH:
                        singles.setdefault(lemma, set()).add((e.kind, e.id))
        self.singles = {k: sorted(v) for k, v in singles.items()}
        self.single_keys = list(self.singles)

    def match(self, tokens: Sequence[Token], i: int) -> Hit | None:
        """The longest phrase starting at token `i` (exactly, then fuzzily)."""
        best: list[Entry] = []
        best_len = 0
        sure = 1.0
        for lemma in tokens[i].lemmas:
            for e in self.by_first.get(lemma, ()):
                n = len(e.words)
                if n < best_len or i + n > len(tokens):
                    continue
                if any(tokens[i + k].sentence != tokens[i].sentence for k in range(n)):
                    continue
                fits = min((_fits(tokens[i + k], e.words[k]) for k in range(1, n)), default=1.0)
                if fits > 0:
                    if n > best_len or (n == best_len and fits > sure):
                        best, best_len, sure = [], n, fits
                    if fits == sure:
                        best.append(e)
        if best:
            kinds = sorted({e.kind for e in best}, key=_KIND_ORDER.index)
            kind = kinds[0]
            ids = tuple(dict.fromkeys(e.id for e in best if e.kind == kind))
            return Hit(kind, ids, i, i + best_len - 1, sure)
        return self._fuzzy(tokens, i)

    def _fuzzy(self, tokens: Sequence[Token], i: int) -> Hit | None:
        t = tokens[i]
        if len(t.low) < FUZZY_MIN_LENGTH or not (t.name_like or _guessed(t)):
            return None
        best: tuple[str, float] | None = None
        for word in {t.low, *t.lemmas}:
            found = process.extractOne(
                word, self.single_keys, scorer=fuzz.ratio, score_cutoff=FUZZY_MIN
            )
            if found is not None and (best is None or found[1] > best[1]):
                best = (found[0], found[1])
        if best is None:
            return None
        key, score = best
        pairs = self.singles[key]
        kind = pairs[0][0]
        ids = tuple(dict.fromkeys(i_ for k, i_ in pairs if k == kind))
        return Hit(kind, ids, i, i, round(score / 100 * 0.9, 2))


def _guessed(t: Token) -> bool:
    """A Cyrillic word pymorphy3 only guesses by its ending («асист»: a short adjective) is
    a typo as likely as a name; a dictionary verb is not («провеяю» is «провеять»)."""
    return bool(CYRILLIC.search(t.low)) and not in_dictionary(t.low)


def _fits(token: Token, lemmas: frozenset[str]) -> float:
    """How well a word after the first fits a phrase's word: its lemma (1.0), or a typo of
    it («тройное убиство»: the first word, exact, already anchors the phrase)."""
    if token.lemmas & lemmas:
        return 1.0
    if len(token.low) < FUZZY_MIN_LENGTH or not token.name_like:
        return 0.0
    score = max(fuzz.ratio(w, x) for w in {token.low, *token.lemmas} for x in lemmas)
    return round(score / 100 * 0.9, 2) if score >= FUZZY_MIN else 0.0


_KIND_ORDER = ["ability", "vote", "secret_role", "faction", "public_role", "value"]


def _phrases(rs: Ruleset) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for a in rs.abilities.values():
        for spelling in (a.names.ru, a.names.en, *a.names.aliases):
            out.append(("ability", a.id, spelling))
    for key, langs in rs.order_words.items():
        kind = "vote" if key == "vote" else "ability"
        for words in langs.values():
            out.extend((kind, key, w) for w in words)
    param_types = {p.type for a in rs.abilities.values() for p in a.params}
    if "secret_role" in param_types:
        for r in rs.secret_roles.values():
            out.extend(("secret_role", r.id, s) for s in (r.names.ru, r.names.en, *r.names.aliases))
    if "faction" in param_types:
        for f in rs.factions.values():
            out.extend(("faction", f.id, s) for s in (f.names.ru, f.names.en, *f.names.aliases))
    if "public_role" in param_types:
        for p in rs.public_roles.values():
            out.extend(("public_role", p.id, s) for s in (p.names.ru, p.names.en, *p.names.aliases))
    return [(k, i, fold(s)) for k, i, s in out]


_BUILT: dict[tuple[int, tuple[tuple[str, str], ...]], tuple[Ruleset, Lexicon]] = {}


def lexicon(ruleset: Ruleset, values: tuple[tuple[str, str], ...] = ()) -> Lexicon:
    """The lexicon of a ruleset (and the named values of a game: its cards), built once
    (lemmatising its names takes a few ms); keyed by identity, as a loaded ruleset is
    immutable but not hashable."""
    key = (id(ruleset), values)
    built = _BUILT.get(key)
    if built is None or built[0] is not ruleset:
        built = (ruleset, Lexicon(ruleset, values))
        _BUILT[key] = built
    return built[1]
