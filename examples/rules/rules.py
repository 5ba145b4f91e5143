# Discount rules for the rules engine example (examples/rules/main.go).
# Each rule is a function of one order (a dict from Go) that returns a
# discount in percent, or 0. The engine calls every function whose name
# starts with "rule_" and applies the largest discount.

def rule_bulk(order):
    qty = sum(line["qty"] for line in order["lines"])
    return 10 if qty >= 100 else 0

def rule_loyal(order):
    return 5 if customer_years(order["customer"]) >= 3 else 0

def rule_big_spender(order):
    total = sum(line["qty"] * line["price"] for line in order["lines"])
    if total > 10_000:
        return 15
    return 0

def rule_weekend(order):
    return 2 if order["day"] in ("sat", "sun") else 0
