"""The core's built-in words, one module per family: `reasons`, `notes`, `outcomes`,
`forum_votes` and `misc` (sources, votes, small words). `engine.texts` merges them into
`TEMPLATES` and renders them; a ruleset's own words (its effects' notes, messages, places,
marks) are its `text:` section's."""
