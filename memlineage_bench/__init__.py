"""Benchmarks (`memlineage bench ...`): figures printed side by side with baselines from the same run.
Benchmarks are not tests and never fail the build."""
