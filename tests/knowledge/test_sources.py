import os

from desktop_app.knowledge.sources import Found, Skipped, SkipReason, walk


def _walked(*roots):
    items = list(walk(list(roots)))
    found = {item.path for item in items if isinstance(item, Found)}
    skipped = {item.path.name: item.reason for item in items if isinstance(item, Skipped)}
    return found, skipped


def test_hidden_and_gitignored_files_are_left_out_with_their_reason(tmp_path):
    (tmp_path / "notes.md").write_text("notes")
    (tmp_path / ".secret.md").write_text("hidden")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config").write_text("x")
    (tmp_path / ".gitignore").write_text("*.log\nbuild/\n")
    (tmp_path / "debug.log").write_text("log")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "out.txt").write_text("built")
    found, skipped = _walked(tmp_path)
    assert found == {tmp_path.resolve() / "notes.md"}
    assert skipped[".secret.md"] is SkipReason.HIDDEN
    assert skipped[".git"] is SkipReason.HIDDEN
    assert skipped["debug.log"] is SkipReason.IGNORED
    assert skipped["build"] is SkipReason.IGNORED


def test_a_link_outside_the_root_is_left_out_and_loops_end(tmp_path):
    root = tmp_path / "root"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "inside.txt").write_text("inside")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret")
    os.symlink(outside, root / "out")
    os.symlink(outside / "secret.txt", root / "sneaky.txt")
    os.symlink(root, root / "sub" / "loop")  # a folder link back up
    os.symlink(root / "sub" / "inside.txt", root / "again.txt")  # the same file twice
    (root / "sub" / "dots.txt").symlink_to("../../outside/secret.txt")
    found, skipped = _walked(root)
    assert all(path.is_relative_to(root.resolve()) for path in found)
    assert found == {root.resolve() / "sub" / "inside.txt"}
    assert skipped["out"] is SkipReason.OUTSIDE
    assert skipped["sneaky.txt"] is SkipReason.OUTSIDE
    assert skipped["dots.txt"] is SkipReason.OUTSIDE
    assert skipped["loop"] is SkipReason.LOOP
    assert SkipReason.DUPLICATE in (skipped.get("again.txt"), skipped.get("inside.txt"))


def test_a_single_file_and_a_missing_one_can_be_added(tmp_path):
    (tmp_path / "one.txt").write_text("one")
    found, skipped = _walked(tmp_path / "one.txt", tmp_path / "gone.txt")
    assert found == {(tmp_path / "one.txt").resolve()}
    assert skipped["gone.txt"] is SkipReason.MISSING
