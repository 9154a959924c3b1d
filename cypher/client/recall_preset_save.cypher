// A preset fitted by fit_preset(): weights as parallel lists (a property cannot hold a map); $focusNames and
// $focusValues are the weights of a recall given a focus (null: the same weights for every recall).
MERGE (p:RecallPreset {namespace: $namespace, name: $name})
SET p.weight_names = $names, p.weight_values = $values, p.focus_weight_names = $focusNames,
    p.focus_weight_values = $focusValues, p.base = $base, p.retrievals = $retrievals,
    p.ndcg_before = $before, p.ndcg_after = $after, p.fitted_at = datetime()
