"""Performance scripts with their targets. Run them all with ``python -m benchmarks.run``.

Never collected by pytest (tests live in tests/; nothing here is named test_*).
"""
