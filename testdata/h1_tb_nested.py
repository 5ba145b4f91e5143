"""Uncaught error deep in a call chain with chained context: traceback format."""
import json


class ConfigError(Exception):
    pass


def load(text):
    return json.loads(text)


def get_port(cfg):
    try:
        return int(cfg["server"]["port"])
    except KeyError as e:
        raise ConfigError(f"missing key {e}") from e


def get_timeout(cfg):
    try:
        return float(cfg["timeout"])
    except (KeyError, ValueError):
        return cfg["defaults"]["timeout"] * 2


def main():
    cfg = load('{"server": {"host": "x"}, "timeout": "soon", "defaults": {}}')
    try:
        get_port(cfg)
    except ConfigError as e:
        print("caught:", e, "| cause:", repr(e.__cause__))
    values = [1, 2, 0]
    ratios = [10 / v for v in values[:2]]
    print(ratios)
    print(get_timeout(cfg))


if __name__ == "__main__":
    main()
