"""The content loader: every error names file:line:col and the field path, and one bad file never
stops the others from loading.

Each document below is written out line by line so the expected positions can be read off it
(lines and columns are 1-based, as editors show them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.content.library import Library
from zombie_table.content.loader import ContentError, ContentLoadError, load_file, load_text
from zombie_table.content.missions import Mission, TakeObjectives
from zombie_table.content.tiles import Tile

MISSION_LINES = [
    "kind: mission",  # 1
    "id: frontier-m91",  # 2
    "setting: frontier",  # 3
    "title: Dry Creek",  # 4
    "difficulty: easy",  # 5
    "duration: 30",  # 6
    "briefing: Get out of town.",  # 7
    "objectives_text: [Take the crates.]",  # 8
    "layout:",  # 9
    "  - [1R]",  # 10
    "start: ['1R:s']",  # 11
    "victory:",  # 12
    "  - - kind: take_objectives",  # 13
    "      color: red",  # 14
]

TILE_LINES = [
    "kind: tile",  # 1
    "id: 1R",  # 2
    "setting: frontier",  # 3
    "grid: |",  # 4
    "  s s",  # 5
    "  r r",  # 6
    "zones:",  # 7
    "  s:",  # 8
    "    kind: street",  # 9
    "  r:",  # 10
    "    kind: room",  # 11
    "openings: ['s|r']",  # 12
]


def text(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def replaced(lines: list[str], line: int, *new: str) -> str:
    """The document with 1-based `line` replaced by the `new` lines (none deletes it)."""
    return text(lines[: line - 1] + list(new) + lines[line:])


def errors_of(source: str, file: str = "m.yaml") -> list[ContentError]:
    with pytest.raises(ContentLoadError) as info:
        load_text(source, file)
    return info.value.errors


def only_error(source: str, file: str = "m.yaml") -> ContentError:
    errors = errors_of(source, file)
    assert len(errors) == 1, [str(e) for e in errors]
    return errors[0]


# ------------------------------------------------------------------ the fixtures are valid


def test_fixture_documents_are_valid() -> None:
    mission = load_text(text(MISSION_LINES), "m.yaml")
    assert isinstance(mission, Mission)
    assert mission.victory == [[TakeObjectives(color="red")]]
    tile = load_text(text(TILE_LINES), "t.yaml", expect="tile")
    assert isinstance(tile, Tile)
    assert tile.cells == [["s", "s"], ["r", "r"]]


# ------------------------------------------------------------------ malformed YAML


def test_bad_indentation_points_at_the_offending_line() -> None:
    source = text(["kind: tile", "id: 1R", "  setting: frontier"])
    err = only_error(source, "t.yaml")
    # the scanner trips on the ':' of the over-indented key (line 3, column 10)
    assert (err.file, err.line, err.col, err.path) == ("t.yaml", 3, 10, "")
    # the wording after the prefix is PyYAML's (libyaml words it slightly differently)
    assert str(err).startswith("t.yaml:3:10: malformed YAML: mapping values are not allowed")


def test_unclosed_bracket_is_reported_where_the_parser_gives_up() -> None:
    source = replaced(TILE_LINES, 12, "openings: ['s|r'", "flip: 1V")
    err = only_error(source, "t.yaml")
    # the flow sequence opened on line 12 runs on into the 'flip' scalar on line 13
    assert (err.line, err.col, err.path) == (13, 1, "")
    assert err.message.startswith("malformed YAML: ") and "expected ',' or ']'" in err.message


def test_unclosed_bracket_at_end_of_file() -> None:
    source = replaced(TILE_LINES, 12, "openings: ['s|r'")
    err = only_error(source, "t.yaml")
    assert (err.line, err.col) == (13, 1)
    assert err.message.startswith("malformed YAML: ") and "expected ',' or ']'" in err.message


def test_tab_indentation() -> None:
    source = replaced(TILE_LINES, 11, "\tkind: room")
    err = only_error(source, "t.yaml")
    assert (err.line, err.col) == (11, 1)
    assert err.message.startswith("malformed YAML: ") and "cannot start any token" in err.message


def test_empty_file_and_non_mapping_top_level() -> None:
    assert str(only_error("", "e.yaml")) == "e.yaml:1:1: the file is empty"
    assert str(only_error("# only a comment\n", "e.yaml")) == "e.yaml:1:1: the file is empty"
    assert str(only_error("- a\n- b\n", "l.yaml")) == "l.yaml:1:1: expected a mapping at the top level"


def test_python_tags_on_collections_are_never_constructed() -> None:
    # safe loading: the tag is never honoured, nor silently dropped: the file is refused at the tag
    source = text(TILE_LINES).replace("id: 1R", "id: !!python/object/apply:os.system ['true']")
    err = only_error(source, "t.yaml")
    assert str(err) == ("t.yaml:2:5: id: tag 'tag:yaml.org,2002:python/object/apply:os.system' is not allowed "
                        "(only plain YAML lists and mappings)")


@pytest.mark.parametrize(
    "value, message",
    [
        ("!!python/name:os.system", "could not determine a constructor"),
        ("!custom 1R", "could not determine a constructor"),
        ("!!int abc", "invalid literal"),
        ("2001-13-45", "month must be in 1..12"),
    ],
)
def test_bad_scalar_tags_are_content_errors(value: str, message: str) -> None:
    source = text(TILE_LINES).replace("id: 1R", f"id: {value}")
    err = only_error(source, "t.yaml")
    assert (err.file, err.line, err.col) == ("t.yaml", 2, 5)
    assert message in err.message


# ------------------------------------------------------------------ schema errors


def test_unknown_field_is_on_its_line_with_its_path() -> None:
    source = replaced(MISSION_LINES, 6, "duration: 30", "length: 4")
    err = only_error(source)
    assert (err.file, err.line, err.path, err.message) == ("m.yaml", 7, "length", "Extra inputs are not permitted")
    # reported at the misspelt key, not at its value
    assert err.col == 1


def test_unknown_field_with_a_block_value_is_reported_at_its_key() -> None:
    source = replaced(TILE_LINES, 12, "openings: ['s|r']", "extras:", "  colour: red")
    err = only_error(source, "t.yaml")
    assert (err.line, err.col, err.path) == (13, 1, "extras")


def test_unknown_field_inside_a_nested_model() -> None:
    source = replaced(TILE_LINES, 11, "    kind: room", "    colour: red")
    err = only_error(source, "t.yaml")
    assert str(err) == "t.yaml:12:5: zones.r.colour: Extra inputs are not permitted"


def test_wrong_type() -> None:
    source = replaced(MISSION_LINES, 6, 'duration: "ten"')
    err = only_error(source)
    assert str(err) == (
        "m.yaml:6:11: duration: Input should be a valid integer, unable to parse string as an integer"
    )


def test_wrong_type_inside_a_list() -> None:
    source = replaced(MISSION_LINES, 11, "start: ['1R:s', 7]")
    err = only_error(source)
    assert (err.line, err.col, err.path) == (11, 17, "start[1]")
    assert err.message == "Input should be a valid string"


def test_constraint_violation_reports_the_value() -> None:
    source = replaced(MISSION_LINES, 6, "duration: 0")
    err = only_error(source)
    assert str(err) == "m.yaml:6:11: duration: Input should be greater than or equal to 1"


def test_duplicate_key_points_at_the_second_occurrence() -> None:
    source = replaced(MISSION_LINES, 6, "duration: 30", "duration: 40")
    err = only_error(source)
    assert str(err) == "m.yaml:7:1: duration: duplicate key 'duration'"


def test_duplicate_key_deep_inside() -> None:
    source = replaced(MISSION_LINES, 14, "      color: red", "      color: blue")
    err = only_error(source)
    assert str(err) == "m.yaml:15:7: victory[0][0].color: duplicate key 'color'"


def test_duplicate_zone_label_in_a_tile() -> None:
    source = replaced(TILE_LINES, 11, "    kind: room", "  s:", "    kind: room")
    err = only_error(source, "t.yaml")
    assert str(err) == "t.yaml:12:3: zones.s: duplicate key 's'"


def test_missing_required_field_at_top_level() -> None:
    source = replaced(MISSION_LINES, 4)
    err = only_error(source)
    assert str(err) == "m.yaml:1:1: title: Field required"


def test_missing_required_field_in_a_nested_model() -> None:
    source = replaced(TILE_LINES, 11, "    name: Saloon")
    err = only_error(source, "t.yaml")
    # reported at the mapping that lacks it (zone 'r', whose first key is on line 11)
    assert str(err) == "t.yaml:11:5: zones.r.kind: Field required"


def test_every_problem_is_listed_not_just_the_first() -> None:
    lines = list(MISSION_LINES)
    lines[5] = 'duration: "ten"'
    lines[4] = "difficulty: brutal"
    errors = errors_of(text(lines))
    where = {(e.line, e.col, e.path) for e in errors}
    assert where == {(5, 13, "difficulty"), (6, 11, "duration")}


def test_unknown_kind() -> None:
    source = replaced(MISSION_LINES, 1, "kind: misson")
    err = only_error(source)
    assert (err.line, err.col, err.path) == (1, 7, "kind")
    assert err.message.startswith("unknown kind 'misson' (one of: ")
    assert "mission" in err.message and "tile" in err.message


def test_missing_kind() -> None:
    source = replaced(MISSION_LINES, 1)
    err = only_error(source)
    # no 'kind' key: reported at the top-level mapping
    assert (err.line, err.col, err.path) == (1, 1, "kind")
    assert err.message.startswith("unknown kind None")


def test_expected_kind_mismatch() -> None:
    with pytest.raises(ContentLoadError) as info:
        load_text(text(MISSION_LINES), "m.yaml", expect="tile")
    assert [str(e) for e in info.value.errors] == ["m.yaml:1:1: kind: expected a tile file, found 'mission'"]


def test_tagged_union_member_with_an_extra_field() -> None:
    source = replaced(MISSION_LINES, 14, "      color: red", "      count: 3")
    err = only_error(source)
    # the union's tag ('take_objectives') is not part of the reported path
    assert str(err) == "m.yaml:15:7: victory[0][0].count: Extra inputs are not permitted"


def test_tagged_union_unknown_tag() -> None:
    source = replaced(MISSION_LINES, 13, "  - - kind: take_all")
    err = only_error(source)
    assert (err.line, err.col, err.path) == (13, 7, "victory[0][0]")
    assert err.message.startswith("Input tag 'take_all' found using 'kind' does not match any of the expected tags")


def test_tagged_union_in_special_rules() -> None:
    source = text(
        MISSION_LINES
        + [
            "rules:",  # 15
            "  - kind: objective_reward",  # 16
            "    xp: 5",  # 17
            "  - kind: setup_gift",  # 18
            "    cards:",  # 19
            "      - deck: equipment",  # 20
            "        count: zero",  # 21
        ]
    )
    err = only_error(source)
    assert str(err) == (
        "m.yaml:21:16: rules[1].cards[0].count: Input should be a valid integer, unable to parse string as an integer"
    )


def test_tagged_union_wrong_field_type_in_defeat() -> None:
    source = text(MISSION_LINES + ["defeat:", "  - kind: round_limit", "    rounds: -2"])
    err = only_error(source)
    assert str(err) == "m.yaml:17:13: defeat[0].rounds: Input should be greater than or equal to 1"


@pytest.mark.parametrize("placement, message", [
    ('{zone: "1R:r", among: ["1R:s"], class: townsfolk}', "give either 'zone' or 'among'"),
    ("{class: townsfolk}", "give either 'zone' or 'among'"),
    ('{among: ["1R:s", "1R:r"], class: townsfolk, count: 3}', "count 3 needs as many zones, but 'among' lists 2"),
])
def test_a_companion_placement_needs_one_place(placement: str, message: str) -> None:
    err = only_error(text(MISSION_LINES + ["companions:", f"  - {placement}"]))
    assert (err.line, err.path, err.message) == (16, "companions[0]", message)


def test_model_validator_error_is_reported_on_its_model() -> None:
    source = replaced(TILE_LINES, 6, "  r")
    err = only_error(source, "t.yaml")
    assert str(err) == "t.yaml:4:7: grid: grid rows have different lengths: [1, 2]"


def test_tile_cross_check_error_has_no_value_error_prefix() -> None:
    source = replaced(TILE_LINES, 12, "openings: ['s|x']")
    err = only_error(source, "t.yaml")
    assert (err.line, err.col, err.path) == (1, 1, "")
    assert err.message == "opening s|x names unknown zone 'x'"


def test_enum_error_in_a_flow_mapping() -> None:
    source = replaced(TILE_LINES, 10, "  r: {kind: stret}")
    source = source.replace("    kind: room\n", "")
    err = only_error(source, "t.yaml")
    assert (err.line, err.col, err.path) == (10, 13, "zones.r.kind")
    assert err.message.startswith("Input should be 'street', 'room'")


# ------------------------------------------------------------------ files and folders


def test_load_file_names_the_path(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(replaced(MISSION_LINES, 6, 'duration: "ten"'), encoding="utf-8")
    with pytest.raises(ContentLoadError) as info:
        load_file(path)
    assert str(info.value).startswith(f"{path}:6:11: duration: ")


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: caf\xe9\n".encode("latin-1"))
    with pytest.raises(ContentLoadError) as info:
        load_file(path)
    (err,) = info.value.errors
    assert (err.file, err.line, err.col) == (str(path), 1, 1)
    assert err.message.startswith("cannot read the file")


def test_a_bad_file_does_not_stop_the_others(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    (folder / "tiles").mkdir(parents=True)
    (folder / "tiles" / "1R.yaml").write_text(text(TILE_LINES).replace("id: 1R", "id: 91R"), encoding="utf-8")
    (folder / "tiles" / "2R.yaml").write_text(
        replaced(TILE_LINES, 2, "id: 92R", "id: 93R"), encoding="utf-8"
    )  # duplicate key
    (folder / "zz.yaml").write_text(text(TILE_LINES).replace("id: 1R", "id: 94R"), encoding="utf-8")
    (folder / "m.yaml").write_text(replaced(MISSION_LINES, 6, 'duration: "ten"'), encoding="utf-8")
    (folder / "schema").mkdir()
    (folder / "schema" / "ignored.yaml").write_text("not: [valid", encoding="utf-8")

    library = Library.load(extra=[folder], user=False)

    mine = [f for f in library.files if f.source == "extra"]
    assert sorted(f.path.name for f in mine) == ["1R.yaml", "2R.yaml", "m.yaml", "zz.yaml"]
    broken = {f.path.name: f for f in library.broken if f.source == "extra"}
    assert set(broken) == {"2R.yaml", "m.yaml"}
    assert [str(e) for e in broken["2R.yaml"].errors] == [f"{folder / 'tiles' / '2R.yaml'}:3:1: id: duplicate key 'id'"]
    assert [(e.line, e.col, e.path) for e in broken["m.yaml"].errors] == [(6, 11, "duration")]
    assert all(f.model is None for f in broken.values())
    # the good files after and before the bad ones still loaded
    assert {("frontier", "91R"), ("frontier", "94R")} <= {(s.value, t) for s, t in library.tiles}
    assert "frontier-m91" not in library.missions


def test_shipped_content_loads_without_errors() -> None:
    library = Library.load(user=False)
    assert [str(e) for f in library.broken for e in f.errors] == []


def test_a_file_with_a_bad_tag_does_not_stop_the_others(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(text(TILE_LINES).replace("id: 1R", "id: !custom 95R"), encoding="utf-8")
    (tmp_path / "b.yaml").write_text(text(TILE_LINES).replace("id: 1R", "id: 96R"), encoding="utf-8")
    library = Library.load(extra=[tmp_path], user=False)
    assert [(f.path.name, [(e.line, e.col) for e in f.errors]) for f in library.broken if f.source == "extra"] == [
        ("a.yaml", [(2, 5)])
    ]
    assert any(t == "96R" for _, t in library.tiles)


def test_two_threads_load_content_at_once() -> None:
    # the TUI loads the library in a thread while a screen loads Roadside's content: a scalar
    # constructor shared between threads mixed their nodes up ("bad value" on valid files)
    from concurrent.futures import ThreadPoolExecutor

    from zombie_table.games.roadside.content import load_content

    with ThreadPoolExecutor(4) as pool:
        loaded = list(pool.map(lambda _: load_content(), range(8)))
    assert all(len(c.map.spaces) == len(loaded[0].map.spaces) for c in loaded)
