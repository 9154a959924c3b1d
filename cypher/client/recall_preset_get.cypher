MATCH (p:RecallPreset {namespace: $namespace, name: $name})
RETURN p.weight_names AS names, p.weight_values AS `values`, p.focus_weight_names AS focusNames,
       p.focus_weight_values AS focusValues, p.base AS base
