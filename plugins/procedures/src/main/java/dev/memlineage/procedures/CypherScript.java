package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a Cypher file into statements at {@code ;}, as cypher-shell does: a semicolon inside a
 * string, a back-quoted name or a comment does not end a statement. Comments are kept with the
 * statement that follows them (Cypher accepts them); a chunk holding only comments and blanks is
 * dropped, so a file may end with a comment or a trailing {@code ;}.
 */
public final class CypherScript {
    private CypherScript() {}

    public static List<String> split(String text) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean hasCode = false;
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            char next = i + 1 < n ? text.charAt(i + 1) : '\0';
            if (c == '/' && next == '/') { // line comment
                int end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
                current.append(text, i, end);
                i = end;
            } else if (c == '/' && next == '*') { // block comment
                int end = text.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                current.append(text, i, end);
                i = end;
            } else if (c == '\'' || c == '"' || c == '`') { // string or quoted name
                int end = closingQuote(text, i);
                current.append(text, i, end);
                hasCode = true;
                i = end;
            } else if (c == ';') {
                if (hasCode) {
                    statements.add(current.toString().strip());
                }
                current.setLength(0);
                hasCode = false;
                i++;
            } else {
                current.append(c);
                hasCode |= !Character.isWhitespace(c);
                i++;
            }
        }
        if (hasCode) {
            statements.add(current.toString().strip());
        }
        return statements;
    }

    /** Index just past the quote closing the one at {@code start}; backslash escapes in strings. */
    private static int closingQuote(String text, int start) {
        char quote = text.charAt(start);
        int i = start + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\' && quote != '`') {
                i += 2;
            } else if (c == quote) {
                // `` inside a back-quoted name is an escaped back-quote
                if (quote == '`' && i + 1 < text.length() && text.charAt(i + 1) == '`') {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return text.length();
    }
}
