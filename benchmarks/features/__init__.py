"""Benchmarks of the work beyond one answer: knowledge bases, sync, long conversations."""
