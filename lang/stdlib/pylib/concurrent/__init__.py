"""The concurrent package: concurrent.futures."""
