"""Binds every scenario under ``features/`` (steps: :mod:`rulebook.steps`)."""
from pytest_bdd import scenarios

from rulebook import features_dir

scenarios(str(features_dir()))
