"""Widgets over the models: each refreshes itself on the session's `changed` signal."""
