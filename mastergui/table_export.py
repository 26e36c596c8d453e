"""Copy and export what a table view shows — the HP matrix, the player table — as a
spreadsheet would take it: TSV to the clipboard (pastes into cells), CSV to a file. Only
the columns the view shows: with secrets hidden, the hidden columns stay out."""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from .text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from .message_bar import MessageBar
    from .workspace import Workspace


def table_cells(view: QTableView) -> list[list[str]]:
    """The header row and every row, as displayed (vertical header first when shown)."""
    model = view.model()
    columns = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]
    rows = [r for r in range(model.rowCount()) if not view.isRowHidden(r)]
    side = view.verticalHeader().isVisible()
    display = Qt.ItemDataRole.DisplayRole

    def text(value: object) -> str:
        return "" if value is None else str(value)

    head = [""] if side else []
    head += [text(model.headerData(c, Qt.Orientation.Horizontal, display)) for c in columns]
    out = [head]
    for r in rows:
        line = [text(model.headerData(r, Qt.Orientation.Vertical, display))] if side else []
        line += [text(model.index(r, c).data(display)) for c in columns]
        out.append(line)
    return out


def as_tsv(cells: list[list[str]]) -> str:
    """Tab-separated, one line per row; tabs and line breaks inside cells become spaces."""
    return "\n".join("\t".join(" ".join(c.split()) for c in row) for row in cells) + "\n"


def copy_table(view: QTableView) -> int:
    """Put the table on the clipboard as TSV; returns the number of rows copied."""
    cells = table_cells(view)
    QApplication.clipboard().setText(as_tsv(cells))
    return len(cells) - 1


def write_csv(view: QTableView, path: Path) -> int:
    """Write the table as CSV (UTF-8 with a BOM, so spreadsheet programs read Cyrillic)."""
    cells = table_cells(view)
    import csv  # only when a table is exported (not at every start)

    buffer = io.StringIO()
    csv.writer(buffer).writerows(cells)
    path.write_text(buffer.getvalue(), encoding="utf-8-sig")
    return len(cells) - 1


class TableCommands:
    """The window's copy/export of the HP matrix and the player table (a mixin; texts in
    the window's translation context). Needs: workspace, message_bar, statusBar()."""

    workspace: Workspace | None
    message_bar: MessageBar

    if TYPE_CHECKING:  # provided by QMainWindow

        def statusBar(self) -> QStatusBar: ...

    def _tables_parent(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def _table(self, which: str) -> QTableView | None:
        workspace = self.workspace
        if workspace is None:
            return None
        view: QTableView = workspace.viewer.matrix if which == "matrix" else workspace.players.table
        return view

    def copy_table(self, which: str) -> int:
        view = self._table(which)
        if view is None:
            return 0
        count = copy_table(view)
        self._say(
            translate("MainWindow", "Rows copied as tab-separated text: %1.").replace(
                "%1", str(count)
            )
        )
        return count

    def export_table(self, which: str, path: Path | None = None) -> bool:
        view = self._table(which)
        if view is None:
            return False
        if path is None:
            from . import dialogs
            from .games import documents_dir

            chosen = dialogs.ask_save_path(
                self._tables_parent(),
                translate("MainWindow", "Export as CSV"),
                str(documents_dir() / f"{which}.csv"),
                "CSV (*.csv);;All files (*)",
            )
            if chosen is None:
                return False
            path = Path(chosen)
        try:
            count = write_csv(view, path)
        except OSError as exc:
            self._say(
                translate("MainWindow", "Could not write %1: %2")
                .replace("%1", str(path))
                .replace("%2", exc.strerror or str(exc)),
                error=True,
            )
            return False
        self._say(
            translate("MainWindow", "Rows exported: %1, to %2.")
            .replace("%1", str(count))
            .replace("%2", str(path))
        )
        return True

    def _say(self, text: str, error: bool = False) -> None:
        if error:
            self.message_bar.show_message(text)
        else:
            self.statusBar().showMessage(text, 8000)
