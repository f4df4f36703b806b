package io.github.uts58.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Just enough JSON for log records in and results out (RFC 8259 values; numbers as Double/Long).
 */
public final class Json {
  private final String text;
  private int pos;

  private Json(String text) {
    this.text = text;
  }

  /** Parses one JSON value; throws IllegalArgumentException with the position on bad input. */
  public static Object parse(String text) {
    Json p = new Json(text);
    Object value = p.value();
    p.space();
    if (p.pos != text.length()) {
      throw p.error("trailing characters");
    }
    return value;
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException("invalid JSON at character " + (pos + 1) + ": " + message);
  }

  private void space() {
    while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private Object value() {
    space();
    if (pos >= text.length()) {
      throw error("unexpected end");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{' -> {
        pos++;
        Map<String, Object> map = new LinkedHashMap<>();
        space();
        if (peek('}')) {
          return map;
        }
        do {
          space();
          if (pos >= text.length() || text.charAt(pos) != '"') {
            throw error("expected a string key");
          }
          String key = string();
          space();
          expect(':');
          map.put(key, value());
          space();
        } while (peek(','));
        expect('}');
        return map;
      }
      case '[' -> {
        pos++;
        List<Object> list = new ArrayList<>();
        space();
        if (peek(']')) {
          return list;
        }
        do {
          list.add(value());
          space();
        } while (peek(','));
        expect(']');
        return list;
      }
      case '"' -> {
        return string();
      }
      default -> {
        for (String literal : new String[] {"true", "false", "null"}) {
          if (text.startsWith(literal, pos)) {
            pos += literal.length();
            return literal.equals("null") ? null : Boolean.valueOf(literal);
          }
        }
        int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
          pos++;
        }
        if (start == pos) {
          throw error("unexpected character '" + c + "'");
        }
        String number = text.substring(start, pos);
        try {
          return number.matches("-?\\d+")
              ? (Object) Long.valueOf(number)
              : (Object) Double.valueOf(number);
        } catch (NumberFormatException e) {
          throw error("bad number " + number);
        }
      }
    }
  }

  private boolean peek(char c) {
    if (pos < text.length() && text.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("expected '" + c + "'");
    }
  }

  private String string() {
    pos++; // opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated string");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      if (pos >= text.length()) {
        throw error("unterminated escape");
      }
      char e = text.charAt(pos++);
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'u' -> {
          if (pos + 4 > text.length()) {
            throw error("short \\u escape");
          }
          try {
            sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          } catch (NumberFormatException ex) {
            throw error("bad \\u escape");
          }
          pos += 4;
        }
        default -> throw error("bad escape \\" + e);
      }
    }
  }

  /** A JSON string literal. */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || Character.isSurrogate(c) && !validSurrogate(s, i)) {
            sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  private static boolean validSurrogate(String s, int i) {
    char c = s.charAt(i);
    return Character.isHighSurrogate(c)
        ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
        : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
  }
}
