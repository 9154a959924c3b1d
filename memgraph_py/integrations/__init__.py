"""Framework adapters; each needs its extra."""
