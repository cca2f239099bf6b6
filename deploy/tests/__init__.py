"""Offline checks of deploy/: run with `python -m tests` from deploy/ (deploy/check does)."""
