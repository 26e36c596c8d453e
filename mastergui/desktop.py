"""The menu entry on Linux desktops (freedesktop.org): `mafia-console --install-desktop`
puts the .desktop file and the app icon under the user's data folder, with the command that
started it (a pip/pipx install, a checkout's venv or the bundle), so the menu starts the same
console. `--uninstall-desktop` removes both. No Qt here: it runs before any window."""

from __future__ import annotations

import sys
from pathlib import Path

from resources import DESKTOP_ID, bundled

ICON_DIR = Path("icons", "hicolor", "scalable", "apps")


def launch_command() -> list[str]:
    """How this console was started, as absolute paths the menu can run again."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle: its executable
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]).resolve()
    if script.suffix == ".py":  # a checkout: python main.py
        return [str(Path(sys.executable).absolute()), str(script)]
    return [str(script)]  # the entry point pip made (mafia-console)


def exec_quote(arg: str) -> str:
    """An Exec argument as the Desktop Entry spec writes it: `%` doubled (field codes),
    reserved characters in double quotes with `"`, `` ` ``, `$`, `\\` backslashed, then every
    backslash doubled (the string escape of the key file, applied on reading first)."""
    arg = arg.replace("%", "%%")
    if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
        return arg
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return '"' + quoted.replace("\\", "\\\\") + '"'


def desktop_entry(command: list[str]) -> str:
    """The bundled .desktop file with its Exec line naming `command`."""
    text = bundled("resources", "desktop", f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = "Exec=" + " ".join(exec_quote(a) for a in command) + " %f"
    return "".join(
        exec_line + "\n" if line.startswith("Exec=") else line
        for line in text.splitlines(keepends=True)
    )


def targets(data_home: Path) -> tuple[Path, Path]:
    return (
        data_home / "applications" / f"{DESKTOP_ID}.desktop",
        data_home / ICON_DIR / f"{DESKTOP_ID}.svg",
    )


def install(data_home: Path, command: list[str] | None = None) -> list[Path]:
    """Write the entry and the icon under `data_home` (~/.local/share); the files written."""
    entry, icon = targets(data_home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(command or launch_command()), encoding="utf-8")
    icon.write_bytes(bundled("resources", "icons", "app.svg").read_bytes())
    return [entry, icon]


def uninstall(data_home: Path) -> list[Path]:
    removed = []
    for path in targets(data_home):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def run(remove: bool) -> int:
    """The command-line action: say what was done, exit 0; an OS error is one line, exit 2."""
    from engine.userfiles.data_folder import platform_data_home

    if sys.platform in ("win32", "darwin"):  # their menus are not freedesktop.org's
        print(
            "error: the menu entry is for Linux desktops; pin the console to the Start "
            "menu or the Dock instead",
            file=sys.stderr,
        )
        return 2
    home = platform_data_home()
    try:
        done = uninstall(home) if remove else install(home)
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    verb = "removed" if remove else "installed"
    for path in done:
        print(f"{verb} {path}")
    if not done:
        print("nothing to remove")
    return 0
