import pytest

from desktop_app.providers.model_info import Capability, ModelInfo, about, curated
from desktop_app.providers.parameter_checks import Finding, ParameterProblem, check
from desktop_app.providers.parameters import Parameters, ReasoningEffort, ThinkingLevel

P = ParameterProblem
UNKNOWN = ModelInfo(id="anything")


def problems(wire, info=UNKNOWN, prompt_tokens=None, **chosen):
    return [f.problem for f in check(wire, Parameters(**chosen), info, prompt_tokens)]


@pytest.mark.parametrize("wire", ["openai-chat", "openai-responses", "anthropic", "gemini"])
def test_nothing_chosen_is_always_fine(wire):
    assert check(wire, Parameters(), about("o3")) == ()


def test_sampling_on_an_openai_reasoning_model():
    o3 = about("o3")
    assert problems("openai-chat", o3, temperature=0.2) == [P.SAMPLING_ON_REASONING_MODEL]
    assert problems("openai-responses", o3, top_p=0.5) == [P.SAMPLING_ON_REASONING_MODEL]
    assert problems("openai-chat", about("gpt-4o"), temperature=0.2) == []
    assert problems("openai-chat", UNKNOWN, temperature=0.2) == []  # unknown: sent


def test_reasoning_on_a_model_known_not_to_reason():
    assert problems("openai-chat", about("gpt-4.1"), reasoning_effort=ReasoningEffort.LOW) == [
        P.NO_REASONING
    ]
    assert problems("openai-chat", about("o4-mini"), reasoning_effort=ReasoningEffort.LOW) == []
    assert problems("anthropic", about("claude-3-5-haiku"), thinking_budget=2048) == [
        P.NO_REASONING
    ]
    flash2 = about("gemini-2.0-flash")
    assert problems("gemini", flash2, thinking_level=ThinkingLevel.LOW) == [P.NO_REASONING]
    assert problems("gemini", flash2, thinking_budget=0) == []  # thinking off


def test_anthropic_thinking_budget_bounds():
    sonnet = about("claude-sonnet-4-5")
    assert check("anthropic", Parameters(thinking_budget=1000), sonnet) == (
        Finding(P.THINKING_BUDGET_RANGE, (1024, 64_000)),
    )
    assert problems("anthropic", sonnet, thinking_budget=1024) == []
    # The budget must stay under max_tokens, chosen or derived.
    assert problems("anthropic", sonnet, thinking_budget=4000, max_output_tokens=4000) == [
        P.THINKING_BUDGET_RANGE
    ]
    assert problems("anthropic", UNKNOWN, thinking_budget=8000) == [P.THINKING_BUDGET_RANGE]


def test_gemini_level_and_budget_together():
    assert problems("gemini", thinking_budget=1024, thinking_level=ThinkingLevel.HIGH) == [
        P.LEVEL_AND_BUDGET
    ]


@pytest.mark.parametrize(
    ("wire", "chosen", "found"),
    [
        ("openai-chat", {"temperature": 2.5}, (P.TEMPERATURE_RANGE, (2.0,))),
        ("gemini", {"temperature": -0.1}, (P.TEMPERATURE_RANGE, (2.0,))),
        ("openai-responses", {"top_p": 1.5}, (P.TOP_P_RANGE, ())),
    ],
)
def test_ranges(wire, chosen, found):
    assert [(f.problem, f.values) for f in check(wire, Parameters(**chosen), UNKNOWN)] == [found]


def test_max_tokens_above_the_model_limit():
    info = curated("gpt-4o")
    assert info is not None
    assert check("openai-chat", Parameters(max_output_tokens=20_000), info) == (
        Finding(P.MAX_TOKENS_RANGE, (16_384,)),
    )


def test_anthropic_ignores_sampling_it_does_not_send():
    # Chosen while the conversation used another wire: left out on Anthropic's, not refused.
    assert problems("anthropic", temperature=5.0, top_p=3.0) == []


def test_only_a_known_absence_blocks():
    info = ModelInfo(id="m", has=frozenset({Capability.REASONING}))
    assert problems("openai-chat", info, reasoning_effort=ReasoningEffort.HIGH) == []


def test_a_model_that_only_thinks_adaptively_takes_no_budget():
    adaptive = ModelInfo(id="claude-opus-4-7", max_output_tokens=128_000, budget_thinking=False)
    assert problems("anthropic", adaptive, thinking_budget=2048) == [P.NO_THINKING_BUDGET]
    assert problems("anthropic", adaptive) == []
    budget_ok = ModelInfo(id="m", max_output_tokens=128_000, budget_thinking=True)
    assert problems("anthropic", budget_ok, thinking_budget=2048) == []
