"""What AM-15 (seed 000) keeps of its own: its abilities and its end of a phase are the
shared families' (rulesets/am15.yaml); here the paranoid's immunity (`paranoid`) and what
the families read by the names its YAML gives (`rulings`, `traits`, `numbers`)."""
