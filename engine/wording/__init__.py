"""The core's built-in words, one module per family: `reasons`, `notes`, `messages` and
`misc` (questions, sources, votes, small words). `engine.texts` merges them into
`TEMPLATES` and renders them."""
