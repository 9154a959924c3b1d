MATCH (p:RecallPreset {namespace: $namespace, name: $name})
RETURN p.weight_names AS names, p.weight_values AS `values`, p.base AS base
