"""The bundled rulesets, one YAML file per ruleset (`am15.yaml`): data, read by the engine
through `resources.bundled("rulesets")` (engine/ruleset/load.py). A package so that a wheel and a
PyInstaller bundle carry the files; the master's own rulesets live in their data folder."""
