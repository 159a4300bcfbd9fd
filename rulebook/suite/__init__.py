"""The conformance suite as a pytest module (run by ``rulebook check``)."""
