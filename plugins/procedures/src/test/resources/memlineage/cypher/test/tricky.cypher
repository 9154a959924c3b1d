// a semicolon in a comment; is not a separator
RETURN 'a;b' AS s, "c;d" AS t, 1 AS `e;f` /* g; h */
;
