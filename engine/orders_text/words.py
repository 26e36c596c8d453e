"""What the parser knows of each language apart from a ruleset: pronouns for "myself",
prepositions that introduce a teammate, phase markers, numbers, and the everyday order
verbs that carry no meaning of their own. Words are lemmas (Russian words pass through
pymorphy3 first), spelled with "е" for "ё"."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

SELF: Final = frozenset({"себя", "себе", "собой", "myself", "me", "self"})

# «за Дину: …», «от Дины — …», "for Dina: …": the order is the teammate's
FOR_ACTOR: Final = frozenset({"за", "от", "for", "from"})

# «голос против Глеба»: the vote's candidate follows
AGAINST: Final = frozenset({"против", "against", "за", "for", "on"})

# words that only glue an order together; consumed when they lie inside an order
FILLER: Final = frozenset(
    {
        # ru
        "в",
        "во",
        "на",
        "по",
        "из",
        "с",
        "со",
        "и",
        "а",
        "к",
        "ко",
        "у",
        "мой",
        "свой",
        "я",
        "бить",
        "ударить",
        "применять",
        "применить",
        "использовать",
        "юзать",
        "заюзать",
        "ставить",
        "поставить",
        "кидать",
        "дать",
        "давать",
        "делать",
        "сделать",
        "хотеть",
        "цель",
        "ход",
        "действие",
        "способность",
        "абилка",
        "это",
        "тоже",
        "ещё",
        "еще",
        "плюс",
        "против",
        "раз",
        "выстрел",
        "каждый",
        "также",
        "так",
        "же",
        "он",
        "она",
        "его",
        "её",
        "ее",
        "ему",
        "ей",
        "мочь",
        "буду",
        "быть",
        "пусть",
        "вот",
        "весь",
        "оба",
        "урон",
        "хп",
        "хит",
        "единица",
        "ночь",
        "фаза",
        "день",
        "следующий",
        "завтра",
        "роль",
        "жертва",
        "под",
        "как",
        "для",
        "фракция",
        "число",
        "штука",
        "пожалуйста",
        "хочу",
        "пж",
        "плз",
        "мастер",
        # en
        "on",
        "at",
        "to",
        "into",
        "and",
        "also",
        "plus",
        "my",
        "use",
        "uses",
        "using",
        "apply",
        "put",
        "target",
        "targets",
        "with",
        "the",
        "a",
        "an",
        "of",
        "in",
        "please",
        "will",
        "time",
        "times",
        "x",
        "both",
        "each",
        "damage",
        "dmg",
        "hp",
        "night",
        "phase",
        "day",
        "next",
        "tomorrow",
        "want",
        "is",
        "am",
        "he",
        "she",
        "him",
        "her",
        "then",
    }
)

# "урон", "хп": a number beside them is an amount, not a count of shots
AMOUNT: Final = frozenset({"урон", "хп", "хит", "единица", "damage", "dmg", "hp"})

# «раз», «выстрел», "times", "x": a number beside them counts shots
TIMES: Final = frozenset({"раз", "выстрел", "time", "times", "shot", "shots", "x", "х"})

SHOT_WORDS: Final = frozenset({"выстрел", "shot", "shots"})

NUMBERS: Final = MappingProxyType(
    {
        "один": 1,
        "одна": 1,
        "однажды": 1,
        "два": 2,
        "две": 2,
        "дважды": 2,
        "три": 3,
        "трижды": 3,
        "четыре": 4,
        "четырежды": 4,
        "пять": 5,
        "once": 1,
        "one": 1,
        "two": 2,
        "twice": 2,
        "three": 3,
        "thrice": 3,
        "four": 4,
        "five": 5,
    }
)

# the phase after the one being collected
NEXT_PHASE: Final = frozenset({"завтра", "tomorrow"})
NEXT: Final = frozenset({"следующий", "next"})
PHASE_NOUNS: Final = frozenset({"ночь", "фаза", "день", "ход", "night", "phase", "day", "turn"})

# Cyrillic to Latin, for English messages naming Russian nicknames ("Boris", "Lyova")
TRANSLIT: Final = MappingProxyType(
    {
        "а": "a",
        "б": "b",
        "в": "v",
        "г": "g",
        "д": "d",
        "е": "e",
        "ж": "zh",
        "з": "z",
        "и": "i",
        "й": "y",
        "к": "k",
        "л": "l",
        "м": "m",
        "н": "n",
        "о": "o",
        "п": "p",
        "р": "r",
        "с": "s",
        "т": "t",
        "у": "u",
        "ф": "f",
        "х": "kh",
        "ц": "ts",
        "ч": "ch",
        "ш": "sh",
        "щ": "sch",
        "ъ": "",
        "ы": "y",
        "ь": "",
        "э": "e",
        "ю": "yu",
        "я": "ya",
    }
)


def translit(text: str) -> str:
    return "".join(TRANSLIT.get(ch, ch) for ch in text)


# «ловушку не ставлю», «заказ — нет», "no trap": the order named is not given
NEGATION: Final = frozenset({"не", "нет", "ни", "no", "not", "don't", "dont", "without"})

# «нож в Сеню или в Тимура», "knife on Oleg or Gleb": alternatives, a question to the player
ALTERNATIVE: Final = frozenset({"или", "либо", "or"})

# «убиваем того, на кого покажет Ксюша»: a player described by a clause, not named
DESCRIBING: Final = frozenset({"кто", "который", "whoever", "whom"})

# «катану на него»: the player named last, asked (oblique cases only: «он» is chatter)
PRONOUNS: Final = frozenset(
    {"него", "нее", "его", "ее", "ему", "ей", "нему", "ней", "нем", "ним", "him", "her"}
)

# «воздерживаюсь»: a vote for nobody
ABSTAIN: Final = frozenset({"воздерживаться", "воздержаться", "abstain", "abstaining"})
