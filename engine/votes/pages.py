"""A day's thread page as the master copies it from the browser (issue 30): the posts found
in it — author, time, text — with no hand-written `=== Author` lines. Recognised:
- phpBB (prosilver): «Сообщение Алиса » 02 дек 2026, 14:02», "Post by Alice » Sat Dec 02,
  2026 2:02 pm";
- SMF: «« Ответ #5 : 02 Декабрь 2026, 14:02:00 »», "« Reply #5 on: December 02, 2026,
  02:02:00 PM »", the author the first line of the block above it;
- Invision: «Опубликовано 2 декабря 2026», "Posted December 2, 2026", the author above;
- XenForo: a date line with the post's "#5" beside or after it, the author above;
- vBulletin: "12-02-2026, 02:02 PM #5", the author on the line after it;
- quoted BBCode: `[quote="Алиса" time=1701525720]…[/quote]`, `[quote=Алиса]…[/quote]`
  (a page of posts quoted one after another).
Profile lines («Сообщения: 120», "Join Date: …", a member title) and buttons ("Quote",
«Наверх») around a header are left out of the posts. The master sees the posts found and
can fix a boundary by editing the `=== Author | time` text the console writes from them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from ..model.names import fold_name
from .posts import Post

MONTHS = {
    # Russian months in any case, English full and short
    **{m: i for i, m in enumerate(["янв", "фев", "мар", "апр", "ма", "июн", "июл", "авг",
                                   "сен", "окт", "ноя", "дек"], 1)},
    **{m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug",
                                   "sep", "oct", "nov", "dec"], 1)},
}  # fmt: skip
_MONTH = r"[A-Za-zА-Яа-яЁё]{3,9}\.?"
_TIME = r"(?P<h>\d{1,2}):(?P<mi>\d{2})(?::\d{2})?\s*(?P<ampm>[AaPp][Mm])?"
# day month year / month day, year / dd-mm-yyyy / dd.mm.yyyy, then the time
DATE = re.compile(
    r"(?:(?P<d1>\d{1,2})\s+(?P<m1>" + _MONTH + r")\s+(?P<y1>\d{4})"
    r"|(?P<m2>" + _MONTH + r")\s+(?P<d2>\d{1,2}),?\s+(?P<y2>\d{4})"
    r"|(?P<d3>\d{1,2})[-./](?P<m3>\d{1,2})[-./](?P<y3>\d{4}))"
    r"(?:,?\s*(?:at\s+|в\s+)?" + _TIME + ")?"
)
PHPBB = re.compile(r"^\s*(?:Сообщение|Post by|Posted by)\s+(?P<who>.+?)\s*»\s*(?P<when>.+)$", re.I)
SMF = re.compile(r"^\s*«\s*(?:Ответ|Reply)\s*#\d+\s*(?:on)?\s*:?\s*(?P<when>.+?)\s*»\s*$", re.I)
INVISION = re.compile(r"^\s*(?:Опубликовано|Posted)\s+(?P<when>.+)$", re.I)
VBULLETIN = re.compile(r"^\s*(?P<when>(?:\d{1,2}-\d{1,2}-\d{4}|Today|Yesterday|Сегодня|Вчера)"
                       r",?\s+\d{1,2}:\d{2}\s*(?:[AaPp][Mm])?)\s*#\d+\s*$")  # fmt: skip
XENFORO_DATE = re.compile(r"^\s*(?P<when>" + _MONTH + r"\s+\d{1,2},\s+\d{4}.*?)\s*(?:#\d+)?\s*$")
POST_NUMBER = re.compile(r"^\s*#\d+\s*$")
QUOTE = re.compile(
    r"\[quote(?:=\"?(?P<who>[^\"\]\s][^\"\]]*?)\"?)?(?P<attrs>(?:\s+\w+=[^\]\s]+)*)\]"
    r"(?P<text>.*?)\[/quote\]",
    re.I | re.S,
)
NOISE = re.compile(
    r"^\s*(?:Сообщения|Сообщений|Зарегистрирован|Регистрация|Откуда|Репутация|Posts|"
    r"Joined|Join Date|Location|Reputation|Members?|Пользователи|Наверх|Вернуться к началу|"
    r"Top|Quote|Reply|Report|Share|Like|Цитата|Ответить|Цитировать|Пожаловаться|"
    r"Поделиться|Мне нравится|Re:.*|Тема:.*|\d+\s+(?:posts|сообщени\w*))\s*:?.*$",
    re.I,
)


@dataclass(frozen=True, slots=True)
class PagePost:
    """A post found on a copied page: author as written, its time when the page shows
    one, its text, the 1-based line of its header, and the forum engine recognised."""

    author: str
    time: datetime | None
    text: str
    line: int
    engine: str

    def post(self, number: int) -> Post:
        when = self.time.strftime("%Y-%m-%d %H:%M") if self.time else None
        return Post(self.author, self.text, number, self.line, when)


def split_page(text: str, names: Iterable[str] = ()) -> list[PagePost]:
    """The posts of a copied thread page; `names` (the players) help find an author in a
    block of profile lines. Empty when no layout is recognised."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    quoted = _quoted(text)
    if quoted:
        return quoted
    lines = text.split("\n")
    players = {fold_name(n): n for n in names}
    heads = _headers(lines, players)
    posts: list[PagePost] = []
    for k, (at, first, author, when, engine) in enumerate(heads):
        end = heads[k + 1][1] if k + 1 < len(heads) else len(lines)
        raw = lines[at + 1 : end]
        if engine == "vbulletin":
            raw = _after_vb_author(raw)
        body = [x for k2, x in enumerate(raw) if not _profile(raw, k2, author)]
        posts.append(PagePost(author, parse_time(when), "\n".join(body).strip(), first + 1, engine))
    return posts


def parse_time(written: str) -> datetime | None:
    """A post's date and time as forums write them («02 дек 2026, 14:02», "Sat Dec 02,
    2026 2:02 pm", "12-02-2026, 02:02 PM"); None when none is found."""
    m = DATE.search(written)
    if m is None:
        return None
    try:
        if m.group("d1"):
            day, month, year = int(m.group("d1")), _month(m.group("m1")), int(m.group("y1"))
        elif m.group("m2"):
            day, month, year = int(m.group("d2")), _month(m.group("m2")), int(m.group("y2"))
        else:
            # vBulletin writes month-day-year, most Russian forums day.month.year
            a, b, year = int(m.group("d3")), int(m.group("m3")), int(m.group("y3"))
            day, month = (b, a) if "-" in m.group(0) and a <= 12 else (a, b)
        hour, minute = int(m.group("h") or 0), int(m.group("mi") or 0)
        ampm = (m.group("ampm") or "").lower()
        if ampm == "pm" and hour < 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        if month is None:
            return None
        return datetime(year, month, day, hour, minute)
    except ValueError:
        return None


def late(posts: Iterable[PagePost], deadline: datetime) -> list[PagePost]:
    """The posts written after the day's deadline (those with a time only)."""
    return [p for p in posts if p.time is not None and p.time > deadline]


def _month(word: str) -> int | None:
    w = word.casefold().rstrip(".")
    if w.startswith("ма") and not w.startswith("мар"):
        return 5  # мая, май
    return MONTHS.get(w[:3])


def _quoted(text: str) -> list[PagePost]:
    """A page of posts quoted one after another in BBCode."""
    outer = [m for m in QUOTE.finditer(text) if m.group("who")]
    if len(outer) < 2 or text[: outer[0].start()].strip():
        return []
    posts = []
    for m in outer:
        stamp = re.search(r"\btime=(\d{9,11})\b", m.group("attrs") or "")
        when = (
            datetime.fromtimestamp(int(stamp.group(1)), UTC).replace(tzinfo=None) if stamp else None
        )
        line = text.count("\n", 0, m.start()) + 1
        posts.append(
            PagePost(m.group("who").strip(), when, m.group("text").strip(), line, "bbcode")
        )
    return posts


Header = tuple[int, int, str, str, str]  # anchor line, first line, author, time text, engine


def _headers(lines: list[str], players: dict[str, str]) -> list[Header]:
    out: list[Header] = []
    for i, line in enumerate(lines):
        m = PHPBB.match(line)
        if m:
            out.append((i, i, m.group("who"), m.group("when"), "phpbb"))
            continue
        m = VBULLETIN.match(line)
        if m:
            author = next((x.strip() for x in lines[i + 1 :] if x.strip()), "")
            out.append((i, i, author, m.group("when"), "vbulletin"))
            continue
        for pattern, engine in ((SMF, "smf"), (INVISION, "invision")):
            m = pattern.match(line)
            if m and parse_time(m.group("when")) is not None:
                out.append(_above(lines, i, m.group("when"), engine, players))
                break
        else:
            m = XENFORO_DATE.match(line)
            near = lines[i : i + 3]
            if m and parse_time(m.group("when")) and any("#" in x for x in near):
                out.append(_above(lines, i, m.group("when"), "xenforo", players))
    return [h for h in out if h[2]]


def _above(lines: list[str], at: int, when: str, engine: str, players: dict[str, str]) -> Header:
    """The author of a header whose name stands in the block of lines above it: a
    player's name there, else the block's first line that is no profile line."""
    first = at
    while first > 0 and lines[first - 1].strip():
        first -= 1
    block = [x.strip() for x in lines[first:at]]
    named = [players[fold_name(x)] for x in block if fold_name(x) in players]
    plain = [x for x in block if not NOISE.match(x) and not POST_NUMBER.match(x)]
    author = named[0] if named else (plain[0] if plain else "")
    return (at, first, author, when, engine)


def _profile(lines: list[str], k: int, author: str) -> bool:
    """A line of the post's frame, not its text: a profile line, a button, the post's
    number, or the author's name heading his profile block («Елена» over «Сообщения: 412»)."""
    line = lines[k]
    if NOISE.match(line) or POST_NUMBER.match(line):
        return True
    after = lines[k + 1] if k + 1 < len(lines) else ""
    return fold_name(line) == fold_name(author) and bool(NOISE.match(after))


def _after_vb_author(body: list[str]) -> list[str]:
    """A vBulletin post's lines after its header: the author, his title and profile lines
    first, then the text."""
    rest = list(body)
    while rest and not rest[0].strip():
        rest.pop(0)
    if rest:
        rest.pop(0)  # the author
    if len(rest) > 1 and NOISE.match(rest[1]) and not NOISE.match(rest[0]):
        rest.pop(0)  # a member title above "Join Date:"
    return [x for x in rest if not NOISE.match(x)]
