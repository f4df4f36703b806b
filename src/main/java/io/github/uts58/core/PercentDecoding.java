package io.github.uts58.core;

/**
 * Percent-decoding of one URL part that keeps what must stay escaped: escapes that are not valid
 * UTF-8 (§4.1: legacy-encoded bytes are retained), and escaped characters that are syntax in that
 * part. The result is the part with "normal interior escaping" that §4.1 takes as input.
 */
final class PercentDecoding {
  /** Marks a unit that is an escaped byte: -(byte + 1). */
  private static final int ESCAPED = -1;

  private PercentDecoding() {}

  /**
   * Decodes {@code part}, a value of {@code urlPart}: decoded characters of its {@link
   * UrlPart#escapedSyntax} stay escaped, a '%' before two hex digits becomes {@code %25}, and where
   * the part {@link UrlPart#escapesDirective escapes directives}, a ':' that would start ":~:"
   * becomes {@code %3A}. Literal characters are kept as they are. Hex digits of kept escapes are
   * upper-cased.
   */
  static String decodeKeepingSyntax(String part, UrlPart urlPart) {
    String syntax = urlPart.escapedSyntax();
    boolean escapeDirective = urlPart.escapesDirective();
    int n = part.length();
    int[] units = new int[n];
    int count = 0;
    for (int i = 0; i < n; ) {
      if (isEscape(part, i)) {
        int b0 = hex(part, i);
        int len = sequenceLength(b0);
        int cp = -1;
        if (len > 0 && i + 3 * len <= n) {
          cp = b0 & (0x7F >> len);
          if (len == 1) {
            cp = b0;
          }
          for (int k = 1; k < len && cp >= 0; k++) {
            int at = i + 3 * k;
            int b = isEscape(part, at) ? hex(part, at) : -1;
            cp = (b & 0xC0) == 0x80 ? (cp << 6) | (b & 0x3F) : -1;
          }
          if (cp >= 0 && !validScalar(cp, len)) {
            cp = -1;
          }
        }
        if (cp < 0) {
          units[count++] = ESCAPED - b0;
          i += 3;
        } else if (cp < 0x80 && syntax.indexOf(cp) >= 0) {
          units[count++] = ESCAPED - cp;
          i += 3;
        } else {
          units[count++] = cp;
          i += 3 * len;
        }
      } else {
        int cp = part.codePointAt(i);
        units[count++] = cp;
        i += Character.charCount(cp);
      }
    }
    StringBuilder out = new StringBuilder(n);
    for (int u = 0; u < count; u++) {
      int unit = units[u];
      if (unit < 0) {
        MinimalEscaping.appendByte(out, ESCAPED - unit); // a raw byte, not a code point
      } else if (unit == '%'
          && u + 2 < count
          && isHexUnit(units[u + 1])
          && isHexUnit(units[u + 2])) {
        out.append("%25");
      } else if (escapeDirective
          && unit == ':'
          && u + 2 < count
          && units[u + 1] == '~'
          && units[u + 2] == ':') {
        out.append("%3A");
      } else {
        out.appendCodePoint(unit);
      }
    }
    return out.toString();
  }

  private static boolean isHexUnit(int unit) {
    return unit >= 0 && unit < 0x80 && Character.digit(unit, 16) >= 0;
  }

  static boolean isEscape(CharSequence s, int i) {
    return i + 2 < s.length()
        && s.charAt(i) == '%'
        && hexDigit(s.charAt(i + 1)) >= 0
        && hexDigit(s.charAt(i + 2)) >= 0;
  }

  private static int hexDigit(char c) {
    return c < 0x80 ? Character.digit(c, 16) : -1;
  }

  private static int hex(CharSequence s, int i) {
    return hexDigit(s.charAt(i + 1)) << 4 | hexDigit(s.charAt(i + 2));
  }

  /** UTF-8 sequence length from its lead byte, or 0 for a byte that cannot lead. */
  private static int sequenceLength(int b) {
    if (b < 0x80) {
      return 1;
    } else if (b >= 0xC2 && b <= 0xDF) {
      return 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
      return 3;
    } else if (b >= 0xF0 && b <= 0xF4) {
      return 4;
    }
    return 0;
  }

  /** Rejects overlong forms, surrogates and values above U+10FFFF. */
  private static boolean validScalar(int cp, int len) {
    return switch (len) {
      case 1 -> true;
      case 2 -> cp >= 0x80;
      case 3 -> cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF);
      default -> cp >= 0x10000 && cp <= 0x10FFFF;
    };
  }
}
