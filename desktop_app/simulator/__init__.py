"""A local provider simulator: a real HTTP server on 127.0.0.1 that speaks the four wire
contracts at their real paths, for the tests, the benchmarks and the offline Demo provider.

It impersonates providers, so unlike the rest of the app it speaks their names.
"""
