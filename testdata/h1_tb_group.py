"""Uncaught ExceptionGroup with nested groups and notes."""
def validate(record):
    errors = []
    if not record.get("name"):
        errors.append(ValueError("name is required"))
    if not isinstance(record.get("age"), int):
        e = TypeError(f"age must be int, got {type(record.get('age')).__name__}")
        e.add_note(f"record id {record.get('id')}")
        errors.append(e)
    if errors:
        raise ExceptionGroup(f"record {record.get('id')} invalid", errors)


def validate_all(records):
    problems = []
    for r in records:
        try:
            validate(r)
        except ExceptionGroup as eg:
            problems.append(eg)
    if problems:
        raise ExceptionGroup("batch failed", problems)


validate_all([{"id": 1, "name": "a", "age": 3}, {"id": 2, "name": "", "age": "x"}, {"id": 3, "name": "c", "age": None}])
