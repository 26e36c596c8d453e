"""Players named in a message: nicknames fuzzily matched with rapidfuzz against every case
of each nickname (pymorphy3), its transliteration, and the lemmas of the word written
(«Лёву» → лёва ≈ Лев). Three outcomes by score: accept, ask the master, reject."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rapidfuzz import process
from rapidfuzz.distance import JaroWinkler

from .given_names import declined, pet_forms
from .morph import fold, name_forms
from .tokens import Token
from .words import translit

ACCEPT = 90.0  # at or above: the player is meant
ASK = 80.0  # at or above (below ACCEPT): a likely player, the master confirms
STEM = 92.0  # «Мирку», «Миру» for Мира: the nickname's stem with another ending
PART = 85.0  # one word of a nickname of several: «Рыцаря» for Тёмный Рыцарь


Scored = tuple[str, float, tuple[str, ...]] | None  # the player, the score, close others


class Certainty(StrEnum):
    """How sure a match is: taken as read, or to be confirmed by the master."""

    ACCEPT = "accept"
    ASK = "ask"


@dataclass(frozen=True, slots=True)
class NameMatch:
    """A player named by tokens `first`..`last`, with a score out of 100."""

    name: str
    score: float
    first: int
    last: int
    others: tuple[str, ...] = ()  # players scoring nearly as high

    @property
    def certainty(self) -> Certainty:
        return Certainty.ACCEPT if self.score >= ACCEPT and not self.others else Certainty.ASK


class PlayerMatcher:
    """The players of a game and every written form of their nicknames."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.folded = {n: fold(n) for n in names}
        self.forms: list[str] = []
        self.owner: list[str] = []
        self.scored: dict[tuple[tuple[str, ...], bool, bool], Scored] = {}
        self.pet_forms: list[str] = []
        self.pet_owner: list[str] = []
        self.exact: dict[str, set[str]] = {}  # the nickname's own forms
        self.pet_exact: dict[str, set[str]] = {}  # its name's pet forms («Сашку»)
        self.words: dict[str, tuple[str, ...]] = {}
        for name in names:
            # «Тёмный Рыцарь», "Zloy_Dyadya": words by spaces and underscores
            words = tuple(self.folded[name].replace("_", " ").split())
            self.words[name] = words
            variants = {self.folded[name], " ".join(words)}
            pets: set[str] = set()
            if len(words) == 1:
                variants |= name_forms(words[0])
                for form in pet_forms(words[0]):  # «Сашку», «Димона» for Александр
                    known = name_forms(form)
                    pets |= known if len(known) > 1 else declined(form)
            variants |= {translit(v) for v in variants}
            pets = (pets | {translit(v) for v in pets}) - variants
            for v in variants:
                self.exact.setdefault(v, set()).add(name)
            for v in pets:
                self.pet_exact.setdefault(v, set()).add(name)
            for v in variants:
                self.forms.append(v)
                self.owner.append(name)
            for v in pets:
                if not v.isascii():  # a typo of a pet form, in Cyrillic only
                    self.pet_forms.append(v)
                    self.pet_owner.append(name)
        self.longest = max((len(w) for w in self.words.values()), default=1)

    def match(self, tokens: Sequence[Token], i: int) -> NameMatch | None:
        """The best player named from token `i` (one word, or several for a long
        nickname); None below the ask threshold."""
        best: NameMatch | None = None
        for n in range(min(self.longest, len(tokens) - i), 0, -1):
            group = tokens[i : i + n]
            if any(t.sentence != group[0].sentence for t in group):
                continue
            found = self._score(group)
            if found is not None and (best is None or found[1] > best.score):
                best = NameMatch(found[0], found[1], i, i + n - 1, found[2])
        return best

    def _fuzzy(self, written: str, first: Token, scores: dict[str, float]) -> None:
        """Jaro-Winkler over the nicknames' forms, and over their pet forms when the word
        is written as a name: lowercase, «лвушку» is a trap, not Лёвушка."""
        lists = [(self.forms, self.owner, 100.0)]
        if first.text[:1].isupper():
            # never sure: a short pet form is near many words («Васю» ~ «Асю», Анастасия)
            lists.append((self.pet_forms, self.pet_owner, PART))
        for forms, owners, cap in lists:
            for _form, score, k in process.extract(
                written,
                forms,
                scorer=JaroWinkler.normalized_similarity,
                limit=4,
                score_cutoff=ASK / 100,
            ):
                found = min(float(score) * 100, cap)
                scores[owners[k]] = max(scores.get(owners[k], 0.0), found)

    def _score(self, group: Sequence[Token]) -> tuple[str, float, tuple[str, ...]] | None:
        """The score of the words written, found once per spelling: a long message
        repeats its words."""
        key = (tuple(t.low for t in group), group[0].text[:1].isupper(), group[0].line_start)
        if key not in self.scored:
            self.scored[key] = self._scored(group)
        return self.scored[key]

    def _scored(self, group: Sequence[Token]) -> tuple[str, float, tuple[str, ...]] | None:
        written = " ".join(t.low for t in group)
        # a nickname's own spelling first: «Жора» is Жора, not Гоша's pet form
        for table in (self.exact, self.pet_exact):
            if written in table:
                owners = sorted(table[written])
                return owners[0], 100.0, tuple(owners[1:])
        cap = 100.0
        if len(group) == 1 and not group[0].name_like:
            if not group[0].text[:1].isupper() or group[0].line_start:
                return None  # a verb or a preposition: only its exact spelling names a player
            cap = PART  # «в Натащу»: a verb by its form, capitalised as a name: asked
        scores: dict[str, float] = {}
        for name, words in self.words.items():
            if (
                len(words) > 1
                and len(group) == len(words)
                and all(
                    w in t.lemmas or translit(w) == t.low for w, t in zip(words, group, strict=True)
                )
            ):
                scores[name] = 100.0  # «Чеширского Кота»: each word in its case
            elif (
                len(words) > 1
                and len(group) == 1
                and len(group[0].low) > 3
                and any(w in group[0].lemmas or translit(w) == group[0].low for w in words)
            ):
                scores[name] = PART  # «Рыцаря», "Rytsar" for Тёмный Рыцарь: asked
        candidates = {written}
        if len(group) == 1:
            candidates |= {lemma for lemma in group[0].lemmas if lemma != written}
        if not written.isascii():
            candidates.add(translit(written))  # «Злого Дядю» for Zloy_Dyadya
        for c in candidates:
            if len(c) < 3:
                continue
            for name in self.names:
                stem = _stem_score(c, self.folded[name])
                if stem:
                    scores[name] = max(scores.get(name, 0.0), stem)
            self._fuzzy(c, group[0], scores)
        if not scores:
            return None
        ranked = sorted(((n, min(v, cap)) for n, v in scores.items()), key=lambda kv: -kv[1])
        name, score = ranked[0]
        close = tuple(n for n, s in ranked[1:] if s >= ASK and score - s < 3)
        return name, round(score, 1), close


def _stem_score(written: str, nickname: str) -> float:
    """The whole nickname but its last letter begins the word, and only an ending
    follows: «Миру», «Мирку» for Мира, «Лёвы» for Лев (three letters of stem at least)."""
    if " " in nickname:
        return 0.0
    prefix = 0
    while prefix < min(len(written), len(nickname)) and written[prefix] == nickname[prefix]:
        prefix += 1
    if prefix >= max(3, len(nickname) - 1) and len(written) - prefix <= 3:
        return STEM
    return 0.0
