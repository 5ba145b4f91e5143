"""Helpers of the unittest.mock and discovery golden programs."""
