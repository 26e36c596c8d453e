"""A five-seat table used by the catalogue and ruling tests (hands and decks given, so
nothing is drafted unless a test wants it)."""

from __future__ import annotations

from .helpers import SPARE

SEATS = [
    """
  - {name: Аня, public: Кузнец, secret: civilian,
     hand: [pistol, witness, advice, handcuffs, bunker],
     deck: [crossfire, surveillance_camera, pistol, witness]}""",
    f"""
  - {{name: Кил, public: Шут, secret: killer,
     hand: [pistol, crossfire, surveillance_camera, witness, bunker, advice], deck: {SPARE}}}""",
    f"""
  - {{name: Оля, public: Лекарь, secret: civilian, hand: [advice, pistol, witness],
     deck: {SPARE}}}""",
    f"""
  - {{name: Шпи, public: Вор, secret: spy, hand: [surveillance_camera, witness, pistol, advice],
     deck: {SPARE}}}""",
    f"""
  - {{name: Бос, public: Маг, secret: boss,
     hand: [handcuffs, pistol, witness, advice, bunker, crossfire], deck: {SPARE}}}""",
]
TABLE = "".join(SEATS) + "\n"


def seats(n: int) -> str:
    """The first `n` seats of the table."""
    return "".join(SEATS[:n]) + "\n"


LIST = "public_list: [Шут, Лекарь, Кузнец, Вор, Маг]"
DAY = "rulings: {first_phase: day}"


def night(*orders: str) -> str:
    """One phase (Night 1) with these orders (flow mappings)."""
    body = "\n".join(f"      - {o}" for o in orders) or "      []"
    return f"phases:\n  - orders:\n{body}\n"


def phase_list(*phases: tuple[tuple[str, ...], str]) -> str:
    """Several phases: (orders, votes flow mapping or '')."""
    out = ["phases:"]
    for orders, votes in phases:
        out.append("  - orders:" + ("" if orders else " []"))
        out.extend(f"      - {o}" for o in orders)
        if votes:
            out.append(f"    votes: {votes}")
    return "\n".join(out) + "\n"
