# The http package: HTTPStatus and HTTPMethod, their members, aliases,
# phrases, descriptions and properties.
import http
from http import HTTPStatus, HTTPMethod

print(repr(HTTPStatus.OK), str(HTTPStatus.OK), f"{HTTPStatus.NOT_FOUND}", HTTPStatus.NOT_FOUND.phrase, HTTPStatus.NOT_FOUND.description)
print(HTTPStatus(413), HTTPStatus(413).name, HTTPStatus.REQUEST_ENTITY_TOO_LARGE is HTTPStatus.CONTENT_TOO_LARGE, repr(HTTPStatus.UNPROCESSABLE_ENTITY))
print(len(HTTPStatus), len(HTTPStatus.__members__), HTTPStatus.OK == 200, HTTPStatus.OK + 1, HTTPStatus.IM_A_TEAPOT.phrase)
for s in (HTTPStatus.CONTINUE, HTTPStatus.CREATED, HTTPStatus.FOUND, HTTPStatus.GONE, HTTPStatus.BAD_GATEWAY):
    print(int(s), s.name, s.is_informational, s.is_success, s.is_redirection, s.is_client_error, s.is_server_error)
by_class = {}
for s in HTTPStatus:
    by_class.setdefault(s // 100, []).append(s.value)
print({k: (len(v), v[0], v[-1]) for k, v in sorted(by_class.items())})
try:
    HTTPStatus(299)
except ValueError as e:
    print("ValueError:", e)
print(repr(HTTPMethod.GET), str(HTTPMethod.POST), HTTPMethod.GET == "GET", HTTPMethod("PATCH").description, list(HTTPMethod)[:3])
print(sorted(m.value for m in HTTPMethod), HTTPMethod["DELETE"], f"{HTTPMethod.PUT}", HTTPMethod.PUT.upper(), http.__all__)
print([(s.value, s.phrase) for s in HTTPStatus if s.is_server_error])
print(HTTPStatus.__members__["REQUEST_URI_TOO_LONG"], sorted(HTTPStatus)[:2], max(HTTPStatus), isinstance(HTTPStatus.OK, int))
def respond(code):
    match HTTPStatus(code):
        case HTTPStatus.OK | HTTPStatus.CREATED:
            return "good"
        case s if s.is_client_error:
            return f"client: {s.phrase}"
        case _:
            return "other"
print([respond(c) for c in (200, 201, 404, 500)])
