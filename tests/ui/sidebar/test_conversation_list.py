from PySide6.QtCore import Qt

from desktop_app.ui.sidebar.conversation_list import ConversationListModel


def test_rows_show_titles_and_carry_ids(qapp):
    model = ConversationListModel()
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_rows([("a", "Trip"), ("b", "Code")])
    assert resets == [1]  # one refresh, one reset
    assert model.rowCount() == 2
    assert model.data(model.index(1), Qt.ItemDataRole.DisplayRole) == "Code"
    assert model.data(model.index(1), ConversationListModel.ID_ROLE) == "b"
    assert model.data(model.index(5), Qt.ItemDataRole.DisplayRole) is None
    assert (model.row_of("b"), model.row_of("gone")) == (1, -1)
    assert (model.id_at(0), model.title_at(0)) == ("a", "Trip")
    model.set_rows([])
    assert model.rowCount() == 0 and model.row_of("a") == -1
