"""Words that must never appear in the project's own text: the reference rulebooks' product,
mission, card and survivor names, and the digests' markers. They are stored rot13-encoded so that
the repository itself never carries them; `decoded()` gives them back for the checks."""

from __future__ import annotations

import codecs


def decoded(words: list[str]) -> list[str]:
    return [codecs.decode(w, "rot13") for w in words]


# regular expressions, matched case-insensitively against card and survivor data
DATA_PATTERNS = decoded([
    'mbzovpvqr',
    '\\opzba\\o',
    'haqrnq be nyvir',
    'byq veba',
    'sreebirppuvb',
    '\\opbyg\\o',
    'jvapurfgre',
    'fcevatsvryq',
    'erzvatgba',
    'fpubsvryq',
    'ohagyvar',
    '\\oyhcnen\\o',
    'znavg[bùh]',
    'znhfre',
    'ibypnavp',
    '\\ourael\\o',
    '\\[yvxryl',
    '\\[hapyrne',
    '\\[abg va fbhepr',
    '\\[qrevirq',
    'objyre',
    '\\oGBQB\\o',
])

# the reference's survivor names
REFERENCE_SURVIVORS = set(decoded([
    'Pney',
    'Urael',
    'Pbaprcpvóa',
    'Pbaprcpvba',
    'Zrt',
    'Cnoyvgb',
    'Wvzzl',
    'Unaan',
    'Wro',
    'Xnffrl',
    'Gheare',
    'Gubznf',
    'Znl',
    'Zbyyl',
    'Gevkvr',
]))

# the digests' markers
MARKERS = decoded([
    '[yvxryl',
    '[hapyrne',
    '[vasreerq',
    '[fhttrfgrq',
    '[qrevirq',
    '[fgngrq',
    'abg va fbhepr',
])

# the reference's product and mission titles, and its words for things the project names its own way
MISSION_WORDS = decoded([
    'mbzovpvqr',
    'haqrnq be nyvir',
    'nyy nobneq',
    'mbzovr genva',
    'snzvyl ohfvarff',
    'ernql gb qvr',
    'trggvat bhg bs gbja',
    'oybj hc gur zvar',
    'ynfg fgngvba',
    "oebguref' xrrcref",
    'ebyyvat hc bhe fyrrirf',
    'cvyynef bs snvgu',
    'ubyl jngre',
    'tngyvat',
    'nobzvangvba',
    'oehgr',
    'jnyxre',
    'ehaare',
])
