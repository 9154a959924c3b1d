"""Agent namespaces whose useful memories are found by another mix of components than `balanced`'s, for the
`learning-adapt` class of `memlineage bench recall` (:mod:`.recall_learning`). Pure Python, no I/O; deterministic.

`balanced` was tuned on the agent histories, where meaning and the task's lineage decide. Three agents whose users
mean something else by "useful", each written as a :class:`~.histories.History` whose questions name their ground
truth (``needs``: what the question is really about, never a component's score):

* **support** — a support desk's ticket notes. Tickets of one category are written from the same few templates
  (refund, delivery, login, payment, damage), so a question is about as close in meaning to a dozen look-alikes;
  what singles out its ticket is the ticket id, order number or error code it names. Keyword decides.
* **ops** — an operations agent's status reports, deploy notes and on-call handovers, several per service over
  two months. "What is the status of payments-api?" means the newest report; the older ones of the same service
  say nearly the same thing. Recency decides.
* **research** — a research agent with a dozen projects on four topics, each a task, its steps and the decisions
  taken (dataset, metric, baseline, next milestone), each step planned under the task and each decision derived from
  its step. A question is asked from the current project's last step
  ("which dataset did we settle on?") and every project of the topic decided the same kind of thing. The lineage
  of the current task decides.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta, timezone

from .histories import History, Query, _Writer

__all__ = ["AGENTS", "generate_agent"]

AGENTS = ("support", "ops", "research")

# ----------------------------------------------------------------------------------- support
PRODUCTS = ["blender", "espresso machine", "standing desk", "rain jacket", "robot vacuum", "bike helmet",
            "air fryer", "office chair", "wireless headset", "kettle", "yoga mat", "desk lamp"]
HUBS = ["Leipzig", "Venlo", "Lyon", "Bologna", "Poznan", "Graz"]
SUPPORT = {
    "refund": (["Ticket {t} (order {o}): customer asks for a refund of the {p}; the refund form fails with error {e}.",
                "Ticket {t}: refund for order {o} approved by finance; error {e} came from a stale payment token."],
               ["E40{n}", "E41{n}"]),
    "delivery": (["Ticket {t} (order {o}): the {p} was not delivered, tracking stuck at the {h} hub, carrier code {e}.",
                  "Ticket {t}: carrier re-routed order {o} through {h}; code {e} cleared, new delivery in two days."],
                 ["C20{n}", "C21{n}"]),
    "login": (["Ticket {t}: customer cannot log in after a password reset, error {e} (account of order {o}).",
               "Ticket {t}: error {e} fixed by clearing the SSO session; the owner of order {o} can log in again."],
              ["A50{n}", "A51{n}"]),
    "payment": (["Ticket {t} (order {o}): card declined at checkout for the {p} with error {e}.",
                 "Ticket {t}: error {e} traced to a 3-D Secure timeout; order {o} was paid by bank transfer."],
                ["P30{n}", "P31{n}"]),
    "damage": (["Ticket {t} (order {o}): the {p} arrived damaged, photo attached, warehouse defect code {e}.",
                "Ticket {t}: replacement {p} shipped for order {o}; defect {e} reported to the warehouse."],
               ["D60{n}", "D61{n}"]),
}
SUPPORT_ASKS = ("What is the latest on ticket {t}?", "Where are we with order {o}?",
                "What happened with ticket {t} for order {o}?", "Why did order {o} hit error {e}?",
                "Any update on {t}?", "Summarise ticket {t}, please.")
SUPPORT_POLICY = ["Refund policy: refunds are possible within 30 days of delivery for unused items.",
                  "Delivery policy: a parcel stuck at a hub for more than five days is re-routed by the carrier.",
                  "Login help: most errors after a password reset are fixed by clearing the SSO session.",
                  "Payment help: a card declined at checkout can be retried or paid by bank transfer.",
                  "Damage policy: a damaged item is replaced once the customer sends a photo."]


def _support(rng: random.Random, w: _Writer, end: datetime) -> list[Query]:
    for text in SUPPORT_POLICY:
        w.cell(0, "fact", text, [], end - timedelta(days=70))
    queries: list[Query] = []
    tickets = 36
    categories = list(SUPPORT)
    for n in range(tickets):
        category = categories[n % len(categories)]
        templates, codes = SUPPORT[category]
        slots = {"t": f"TCK-{rng.randint(10000, 99999)}", "o": f"{rng.randint(1000000, 9999999)}",
                 "e": rng.choice(codes).format(n=rng.randint(1, 4)), "p": rng.choice(PRODUCTS), "h": rng.choice(HUBS)}
        opened = end - timedelta(days=rng.uniform(2, 60))
        notes = [w.cell(1, "tool_result", template.format(**slots), [], opened + timedelta(hours=6 * i))
                 for i, template in enumerate(templates)]
        asks = [a.format(**slots) for a in rng.sample(SUPPORT_ASKS, len(SUPPORT_ASKS))]
        queries.append(Query(f"support-{n}", "support", category, asks[0], [[c] for c in notes], [], [], 1,
                             wordings=asks[1:]))
    return queries


# ----------------------------------------------------------------------------------- ops
SERVICES = ["payments-api", "search-indexer", "checkout-web", "auth-gateway", "billing-worker", "notifications",
            "inventory-sync", "reporting-etl", "media-cdn", "recommendations", "orders-db", "shipping-quotes"]
STATES = ["healthy", "degraded", "partial outage", "recovering", "under maintenance"]
OPS = {
    "status": ("Status report for {s}: {state}, p95 latency {lat} ms, error rate {err}%.",
               ("What is the current status of {s}?", "How is {s} doing right now?", "Latest status of {s}?",
                "Is {s} healthy at the moment?", "Give me the status of {s} as it stands.")),
    "deploy": ("Deploy note for {s}: version {ver} rolled out to {pct}% of traffic, {state} after the rollout.",
               ("Which version of {s} is deployed now?", "What was the last deploy of {s}?",
                "What version is {s} running?", "Latest rollout of {s}?", "Which build of {s} is live?")),
    "handover": ("On-call handover for {s}: {state}; watch the error rate (last seen {err}%) and p95 {lat} ms.",
                 ("What did the last on-call handover say about {s}?", "Latest handover notes for {s}?",
                  "What should on-call watch on {s} now?", "What did on-call hand over for {s}?",
                  "Current on-call notes for {s}?")),
}


def _ops(rng: random.Random, w: _Writer, end: datetime) -> list[Query]:
    queries: list[Query] = []
    for service in SERVICES:
        for kind, (template, asks) in OPS.items():
            count = rng.randint(4, 7)
            newest = end - timedelta(days=rng.uniform(0.5, 6))
            times = sorted(newest - timedelta(days=sum(rng.uniform(3, 10) for _ in range(i))) for i in range(count))
            reports = [w.cell(1, "tool_result", template.format(
                s=service, state=rng.choice(STATES), lat=rng.randint(80, 900), err=round(rng.uniform(0.1, 5), 1),
                ver=f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}", pct=rng.choice((5, 25, 50, 100))),
                [], at) for at in times]
            texts = [a.format(s=service) for a in rng.sample(asks, len(asks))]
            queries.append(Query(f"ops-{service}-{kind}", "ops", kind, texts[0], [[reports[-1]]], reports[:-1], [], 1,
                                 wordings=texts[1:]))
    return queries


# ----------------------------------------------------------------------------------- research
TOPICS = {
    "LLM evaluation": {"dataset": ["MMLU", "HellaSwag", "TruthfulQA"], "metric": ["exact match", "F1", "accuracy"],
                       "baseline": ["GPT-2 large", "Llama 2 7B", "Mistral 7B"]},
    "customer churn": {"dataset": ["the 2024 CRM export", "the Telco churn set", "the app events log"],
                       "metric": ["AUC", "recall at 10%", "log loss"],
                       "baseline": ["logistic regression", "gradient boosting", "a survival model"]},
    "battery aging": {"dataset": ["the NASA cycling data", "the Oxford degradation set", "our lab cycles"],
                      "metric": ["RMSE of capacity", "cycle-life error", "MAPE"],
                      "baseline": ["an exponential fade model", "a Gaussian process", "a linear fit"]},
    "search ranking": {"dataset": ["MS MARCO", "our click logs", "the TREC DL set"],
                       "metric": ["nDCG@10", "MRR", "recall@100"],
                       "baseline": ["BM25", "a bi-encoder", "a cross-encoder"]},
}
CLIENTS = ["Acme", "Globex", "Initech", "Hooli", "Vandelay", "Stark", "Wayne", "Tyrell", "Cyberdyne", "Oscorp",
           "Soylent", "Nakatomi"]
MILESTONES = ["a draft report by Friday", "a demo to the client next week", "the ablation study first",
              "a review with the team on Monday"]
DECISIONS = {
    "dataset": ("Decision: we use {v} as the evaluation dataset.",
                ("Which dataset did we settle on for the evaluation?", "What data are we evaluating on?",
                 "Remind me of the evaluation dataset we chose.", "Which dataset was decided for evaluation?")),
    "metric": ("Decision: results are reported with {v} as the main metric.",
               ("Which metric did we agree to report?", "What is our main metric?",
                "Remind me which metric we report results in.", "What metric was chosen?")),
    "baseline": ("Decision: the baseline to beat is {v}.",
                 ("What baseline are we comparing against?", "Which baseline did we pick?",
                  "Remind me of the baseline to beat.", "What is the baseline?")),
    "next": ("Decision: next milestone is {v}.",
             ("What is our next milestone?", "What did we agree to do next?", "Remind me of the next milestone.",
              "What comes next in this project?")),
}


def _research(rng: random.Random, w: _Writer, end: datetime) -> list[Query]:
    queries: list[Query] = []
    clients = rng.sample(CLIENTS, len(CLIENTS))
    for p, client in enumerate(clients):
        topic = list(TOPICS)[p % len(TOPICS)]
        start = end - timedelta(days=rng.uniform(5, 50))
        task = w.cell(p + 1, "task", f"Research task for {client}: a study of {topic}.", [], start)
        notes: dict[str, str] = {}
        # each step is planned under the task, and its decision derives from the step: three hops from the last step
        for i, (what, (template, _)) in enumerate(DECISIONS.items()):
            at = start + timedelta(hours=4 * (i + 1))
            step = w.cell(p + 1, "plan", f"Step {i + 1} of the {topic} study: settle the {what}.", [task], at)
            value = rng.choice(TOPICS[topic][what] if what in TOPICS[topic] else MILESTONES)
            notes[what] = w.cell(p + 1, "llm_output", template.format(v=value), [step], at + timedelta(hours=1))
        focus = w.cell(p + 1, "plan", f"Step 5 of the {topic} study: write up the results.", [task],
                       start + timedelta(hours=24))
        for what, (_, asks) in DECISIONS.items():
            texts = rng.sample(asks, len(asks))
            queries.append(Query(f"research-{p}-{what}", "research", what, texts[0], [[notes[what]]], [], [focus],
                                 p + 1, wordings=texts[1:]))
    return queries


def generate_agent(agent: str, seed: int, *, end: datetime | None = None) -> History:
    """One namespace of ``agent`` (one of ``AGENTS``), its memories dated up to ``end`` (default: now)."""
    build = {"support": _support, "ops": _ops, "research": _research}[agent]
    rng = random.Random(f"{agent}-{seed}")
    end = end or datetime.now(timezone.utc) - timedelta(minutes=5)
    w = _Writer(seed)
    w.prefix = f"{agent}{seed}"
    queries = build(rng, w, end)
    return History(seed, 0, w.ops, [replace(q) for q in queries], w.cells, w.dead)
