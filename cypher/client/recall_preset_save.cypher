// A preset fitted by fit_preset(): weights as parallel lists (a property cannot hold a map).
MERGE (p:RecallPreset {namespace: $namespace, name: $name})
SET p.weight_names = $names, p.weight_values = $values, p.base = $base, p.retrievals = $retrievals,
    p.ndcg_before = $before, p.ndcg_after = $after, p.fitted_at = datetime()
