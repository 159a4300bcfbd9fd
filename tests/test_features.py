"""The conformance scenarios of ``features/``, run against the engine given by
``--engine`` (default: the in-process reference engine)."""
from pytest_bdd import scenarios

from rulebook import features_dir

scenarios(str(features_dir()))
