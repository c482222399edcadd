"""Weighted reciprocal rank fusion: scores, weights, ties, the constant and empty rankings."""

import pytest

from desktop_app.knowledge.fusion import FULL_TEXT_WEIGHT, RRF_K, VECTOR_WEIGHT, fuse


def test_an_item_scores_its_weight_over_k_plus_its_rank_summed_over_the_rankings():
    fused = fuse([[7, 3, 9], [3, 4]], [1.0, 1.5], k=2)
    assert [item for item, _ in fused] == [3, 4, 7, 9]
    scores = dict(fused)
    assert scores[3] == pytest.approx(1 / 4 + 1.5 / 3)
    assert scores[4] == pytest.approx(1.5 / 4)
    assert scores[7] == pytest.approx(1 / 3)
    assert scores[9] == pytest.approx(1 / 5)


def test_the_heavier_ranking_decides_between_two_first_places():
    assert fuse([["a"], ["b"]], [1.0, 1.5], k=2)[0][0] == "b"
    assert fuse([["a"], ["b"]], [1.5, 1.0], k=2)[0][0] == "a"


def test_a_ranking_of_weight_zero_changes_no_order():
    alone = fuse([[1, 2, 3]], [1.0], k=2)
    muted = fuse([[1, 2, 3], [3, 2, 1, 4]], [1.0, 0.0], k=2)
    assert [item for item, _ in muted][:3] == [item for item, _ in alone]


def test_ties_keep_the_order_in_which_the_items_were_first_met():
    # Equal weights, each item first in one ranking: all tie, first ranking's first.
    assert [item for item, _ in fuse([["x"], ["y"], ["z"]], [1.0, 1.0, 1.0])] == ["x", "y", "z"]
    # 1 and 2 are both first and second once: a tie that the first ranking's order settles.
    assert [item for item, _ in fuse([[2, 1], [1, 2]], [1.0, 1.0], k=2)] == [2, 1]


def test_a_small_k_rewards_a_top_place_where_a_large_one_rewards_being_in_both():
    # "top" is first in one ranking only; "both" is third in each.
    rankings = [["top", "a", "both"], ["b", "c", "both"]]
    small = [item for item, _ in fuse(rankings, [1.0, 1.0], k=0)]
    large = [item for item, _ in fuse(rankings, [1.0, 1.0], k=60)]
    assert small.index("top") < small.index("both")
    assert large.index("both") < large.index("top")


def test_one_empty_ranking_leaves_the_other_as_it_was():
    fused = fuse([[], [5, 6, 7]], [FULL_TEXT_WEIGHT, VECTOR_WEIGHT], RRF_K)
    assert [item for item, _ in fused] == [5, 6, 7]
    assert fused[0][1] == pytest.approx(VECTOR_WEIGHT / (RRF_K + 1))
    assert fuse([[], []], [1.0, 1.0]) == []


def test_an_item_repeated_in_one_ranking_counts_at_its_best_place_only():
    assert dict(fuse([[1, 1, 2]], [1.0], k=2)) == pytest.approx({1: 1 / 3, 2: 1 / 5})


def test_rankings_and_weights_must_pair_and_k_must_not_be_negative():
    with pytest.raises(ValueError, match="2 rankings but 1 weights"):
        fuse([[1], [2]], [1.0])
    with pytest.raises(ValueError, match="negative"):
        fuse([[1]], [1.0], k=-1)


def test_the_shipped_constants_let_the_vectors_first_place_lead_and_agreement_win():
    vectors_first = fuse([["ft"], ["vec"]], [FULL_TEXT_WEIGHT, VECTOR_WEIGHT], RRF_K)
    assert vectors_first[0][0] == "vec"
    # Full text's first that the vectors put second beats the vectors' first alone.
    agreed = fuse([["both"], ["vec", "both"]], [FULL_TEXT_WEIGHT, VECTOR_WEIGHT], RRF_K)
    assert agreed[0][0] == "both"
