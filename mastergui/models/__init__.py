"""Thin Qt models over engine data (GameState, PhaseTrace, the store's orders).

Each model is an adapter over a plain list computed once when its data is set; views only
read them. Custom roles are in `roles`.
"""
