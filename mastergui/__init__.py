"""The PySide6 console: renders engine traces and calls store operations; holds no rule."""
