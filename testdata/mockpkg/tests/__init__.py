"""Test modules found by mod_unittest_discover's discovery."""
