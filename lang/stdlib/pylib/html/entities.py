"""HTML character entity references."""

from _html_entities import html5, name2codepoint, codepoint2name, entitydefs

__all__ = ['html5', 'name2codepoint', 'codepoint2name', 'entitydefs']
