"""Client tests written once as asyncio code; tests/client/_sync is generated from them."""
